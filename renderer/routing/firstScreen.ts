import type { FirstScreen, ScreenFiles } from '../config.ts';

/** The id of the data block a route's document carries for boot (tools/vite/screenDocuments.ts writes it). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * What the page's own document says of its screen: its entry calls, their endpoints and expressions, so that the
 * entry carries no screen's. Read from a JSON data block, which a strict Content-Security-Policy allows: it is never
 * run. Undefined on a document without one (the generic document, a screen without such calls).
 */
export function readFirstScreen(): FirstScreen | undefined {
  return readBlock<FirstScreen>(FIRST_SCREEN_ID);
}

/** The id of the data block that says where the document's screens have their chunks. */
export const SCREEN_FILES_ID = 'screen-files';

/** Where the page's document says its screens' chunks are; empty on a document that does not say (the dev server). */
export function readScreenFiles(): ScreenFiles {
  return readBlock<ScreenFiles>(SCREEN_FILES_ID) ?? {};
}

/** The id of the data block that says which screen, in which language, the document has drawn. */
export const DOCUMENT_DRAW_ID = 'document-draw';

/** The screen the page's document has drawn, in its language, for the browser to take over; none on a spinner's. */
export interface DocumentDrawing {
  screen: string;
  language: string;
}

export function readDocumentDrawing(): DocumentDrawing | undefined {
  return readBlock<DocumentDrawing>(DOCUMENT_DRAW_ID);
}

function readBlock<T>(id: string): T | undefined {
  const block = document.getElementById(id);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as T;
  } catch {
    return undefined;
  }
}
