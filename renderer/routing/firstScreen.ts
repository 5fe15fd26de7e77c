import type { FirstScreen } from '../config.ts';

/** The id of the data block a route's document carries for boot (tools/vite/screenDocuments.ts writes it). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * What the page's own document says of its screen: its entry calls, their endpoints and expressions, so that the
 * entry carries no screen's. Read from a JSON data block, which a strict Content-Security-Policy allows: it is never
 * run. Undefined on a document without one (the generic document, a screen without such calls).
 */
export function readFirstScreen(): FirstScreen | undefined {
  const block = document.getElementById(FIRST_SCREEN_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as FirstScreen;
  } catch {
    return undefined;
  }
}
