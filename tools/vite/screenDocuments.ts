import type { Rolldown } from 'vite';
import { builtins } from '../../renderer/expr/builtins.ts';
import { evaluate } from '../../renderer/expr/evaluate.ts';
import { exprOf } from '../../renderer/expr/exprOf.ts';
import { references } from '../../renderer/expr/references.ts';
import { SCREEN_CODE_TABLE } from '../../renderer/routing/reloadAfresh.ts';
import {
  DOCUMENT_DRAW_ID,
  type DocumentDrawing as DrawnScreen,
  FIRST_SCREEN_ID,
  SCREEN_FILES_ID,
} from '../../renderer/routing/firstScreen.ts';
import type { CompiledPages } from '../check/check.ts';
import type { FirstScreen, ScreenFiles } from '../../renderer/config.ts';

/** The generic document, for any address that is no route of pages.yaml: static hosts serve `404.html` there. */
export const FALLBACK_DOCUMENT = '404.html';

/**
 * The file of a path route's own document: `/` is index.html, `/loan/details` is loan/details/index.html; with a
 * language, the document that draws its screen in that language, `loan/details/index.en.html`.
 */
export function documentFile(route: string, language?: string): string {
  const name = language === undefined ? 'index.html' : `index.${language}.html`;
  return route === '/' ? name : `${route.slice(1)}/${name}`;
}

/** A screen drawn into a document, in a language, for the browser to take over. */
export interface DocumentDrawing extends DrawnScreen {
  markup: string;
}

/** What one document adds to the built index.html: its title and language, and the files its first draw needs. */
export interface DocumentHead {
  title: string;
  lang: string;
  modules: readonly string[];
  styles: readonly string[];
  /** What boot needs of the screen before its chunk is here (renderer/routing/firstScreen.ts), if anything. */
  first?: FirstScreen;
  /** Where the screens the document can open have their chunks, if the build knows. */
  files?: ScreenFiles;
  /** The page's first script (renderer/document/pageContract.js), run inline. */
  contract: string;
  /** The page's failure message in each language it may be shown in, for that script to show without React. */
  failures: Readonly<Record<string, string>>;
  /** The screen the document draws; without it the document shows a spinner until the page draws. */
  drawing?: DocumentDrawing;
  /**
   * Sheets the document carries inline instead of linking them (file → its text): the page's own sheet, so the first
   * paint waits for no second request and the parser for no sheet before the first script.
   */
  inlineStyles?: Readonly<Record<string, string>>;
}

/** Roots a title may read for the build to write it: what is known before the page has any data. */
const STATIC_ROOTS = new Set(['t', 'const', 'app', 'lang']);

/**
 * The screen's title in the default language, when it reads only copy and settings; else the app's name. The page
 * sets the title again in the borrower's language once it draws.
 */
export function screenTitle(compiled: CompiledPages, screenId: string, language = compiled.shared.languages.default): string {
  const { shared } = compiled;
  const screen = compiled.screens[screenId]?.[language];
  const source = screen?.screen.title;
  if (!screen || typeof source !== 'string') return shared.app.name;
  const ast = exprOf(screen.exprs, source);
  if (!ast) return shared.app.name;
  const read = references(ast);
  if (!read.paths.every((path) => STATIC_ROOTS.has(path.root))) return shared.app.name;
  const scope = { t: screen.texts, const: screen.constants, app: shared.app, lang: { id: language } };
  const title = evaluate(ast, scope, builtins, () => {});
  return typeof title === 'string' && title !== '' ? title : shared.app.name;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Data, never run: JSON whose '<' is escaped, so no text in it can end the element. */
const dataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** A sheet as a `<style>` element: no text in it can end the element (`<\/style` reads the same in CSS). */
const styleElement = (css: string) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

/** How Vite's index.html links a sheet of the build, its file in the group. */
const SHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+)"[^>]*>/g;

/** Where index.html keeps the page's content, which a drawn document replaces with its screen. */
const ROOT_CONTENT = /(<div id="root">)[\s\S]*?<!-- \/root -->/;

/**
 * index.html as Vite built it, with a document's title, language, first script, failure messages, module preloads
 * and style sheets, and the screen it draws, if any.
 */
export function documentHtml(html: string, head: DocumentHead): string {
  // The first script before anything that could be tapped; the sheets next: a module script waits for every sheet
  // before it runs, so they must not queue behind the preloads; the chunks' sheets after the entry's, as they would
  // be added when the chunks load.
  const links = [
    `<script>${head.contract}</script>`,
    ...Object.entries(head.failures).map(
      ([language, markup]) => `<template data-load-failure="${escapeHtml(language)}">${markup}</template>`,
    ),
    ...head.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...head.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(head.first ? [dataBlock(FIRST_SCREEN_ID, head.first)] : []),
    ...(head.files ? [dataBlock(SCREEN_FILES_ID, head.files)] : []),
    ...(head.drawing ? [dataBlock(DOCUMENT_DRAW_ID, { screen: head.drawing.screen, language: head.drawing.language })] : []),
  ];
  const { drawing } = head;
  if (!ROOT_CONTENT.test(html)) throw new Error('index.html has no <div id="root"> … <!-- /root --> for the page to draw in');
  const inline = new Map(Object.entries(head.inlineStyles ?? {}));
  const page = html.replace(SHEET_LINK, (link, file: string) => {
    const css = inline.get(file);
    if (css === undefined) return link;
    inline.delete(file);
    return styleElement(css);
  });
  if (inline.size > 0) throw new Error(`index.html links no sheet ${[...inline.keys()].join(', ')} to carry inline`);
  return page
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(head.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/(\s*)<\/head>/, (end, space: string) => `${links.map((link) => `${space}  ${link}`).join('')}${end}`)
    .replace(ROOT_CONTENT, (all, open: string) => (drawing ? `${open}${drawing.markup}</div>` : all));
}

/** The chunks `roots` import statically, transitively, with the roots, and their style sheets. */
function closure(bundle: Rolldown.OutputBundle, roots: readonly Rolldown.OutputChunk[]): { modules: Set<string>; styles: Set<string> } {
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (modules.has(chunk.fileName)) return;
    modules.add(chunk.fileName);
    for (const css of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return { modules, styles };
}

/**
 * What the chunks of one screen (one per language) all import: its kinds' code, not a language's documents. */
function sharedImports(
  bundle: Rolldown.OutputBundle,
  chunks: readonly Rolldown.OutputChunk[],
): { modules: Set<string>; styles: Set<string> } {
  const each = chunks.map((chunk) =>
    closure(
      bundle,
      chunk.imports.flatMap((file) => (bundle[file]?.type === 'chunk' ? [bundle[file]] : [])),
    ),
  );
  const inAll = (pick: (c: { modules: Set<string>; styles: Set<string> }) => Set<string>) =>
    new Set([...(each[0] ? pick(each[0]) : [])].filter((file) => each.every((c) => pick(c).has(file))));
  return { modules: inAll((c) => c.modules), styles: inAll((c) => c.styles) };
}

/**
 * One HTML document per path route of pages.yaml, at the place every static host serves it from
 * (`/loan/details` → loan/details/index.html), and the generic one for other addresses (404.html). Each names the
 * screen in its title and preloads the chunks its first draw needs — the drawing code (React, the renderer) and the
 * kinds the screen uses, with react-hook-form where it has fields — so they download beside the entry instead of
 * after it has run. The screen's own chunk is not preloaded: it holds the copy of one language, which boot picks
 * from the address and asks for at once, by the file the document names for each language (the table of every
 * screen's chunk is not part of a first load). A hash route is drawn by its page's document.
 */
export function screenDocuments(
  bundle: Rolldown.OutputBundle,
  compiled: CompiledPages,
  ids: { screen(language: string, id: string): string; draw: string },
  page: Pick<DocumentHead, 'contract' | 'failures'> & {
    /** Each path route's screen drawn in each of its languages (markup by route, then language), if drawn. */
    drawings?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  },
): { fileName: string; source: string }[] {
  const index = bundle['index.html'];
  if (index?.type !== 'asset') throw new Error('screen documents: the build has no index.html');
  const html = String(index.source);
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const draw = chunks.find((chunk) => chunk.moduleIds.includes(ids.draw));
  if (!entry || !draw) throw new Error('screen documents: the build has no entry or no drawing chunk');
  const { shared } = compiled;
  const language = shared.languages.default;
  const drawing = closure(bundle, [draw]);
  // The build's one sheet (no code splitting of CSS) holds every rule of the app: each document carries it inline.
  const inlineStyles = Object.fromEntries(
    Object.values(bundle).flatMap((file) =>
      file.type === 'asset' && file.fileName.endsWith('.css') ? [[file.fileName, String(file.source).trim()] as const] : [],
    ),
  );

  const head = (title: string, screenChunks: readonly Rolldown.OutputChunk[] = []): DocumentHead => {
    const kinds = sharedImports(bundle, screenChunks);
    const modules = new Set([...drawing.modules, ...kinds.modules]);
    const styles = new Set([...drawing.styles, ...kinds.styles]);
    // The entry's own imports and sheet are in index.html already.
    for (const file of closure(bundle, [entry]).modules) modules.delete(file);
    for (const file of entry.viteMetadata?.importedCss ?? []) styles.delete(file);
    return {
      title,
      lang: language,
      modules: [...modules],
      styles: [...styles],
      contract: page.contract,
      failures: page.failures,
      inlineStyles,
    };
  };

  const files = screenFiles(bundle, compiled, ids.screen);
  // A screen's files in every language: one without a chunk for each of its languages is a broken build.
  const filesOfScreen = (screen: string) => {
    const named = files[screen] ?? {};
    const count = Object.keys(named).length;
    if (count === 0 || count < Object.keys(compiled.screens[screen] ?? {}).length)
      throw new Error(`screen documents: no chunk for screen ${screen}`);
    return named;
  };
  const filesOf = (screens: readonly string[]): ScreenFiles => Object.fromEntries(screens.map((screen) => [screen, filesOfScreen(screen)]));
  // A hash route opens on whichever document its address has.
  const hashScreens = shared.routes.filter(({ route }) => !route.startsWith('/')).map(({ screen }) => screen);

  const documents = shared.routes
    .filter(({ route }) => route.startsWith('/'))
    .flatMap(({ screen, route }) => {
      const chunks = filesOfScreen(screen);
      const base = {
        ...head(
          screenTitle(compiled, screen),
          Object.values(chunks).map((file) => bundle[file] as Rolldown.OutputChunk),
        ),
        first: compiled.firstScreens[screen],
        files: filesOf([screen, ...hashScreens]),
      };
      // One document draws the screen in each of its languages (deploy/'s nginx picks it by the address), and one
      // shows a spinner, for hosts that cannot pick: neither shows another language than the borrower's.
      const drawn = Object.entries(page.drawings?.[route] ?? {}).map(([lang, markup]) => ({
        fileName: documentFile(route, lang),
        source: documentHtml(html, {
          ...base,
          lang,
          title: screenTitle(compiled, screen, lang),
          // Its language is known: its chunk downloads beside the rest.
          modules: [...base.modules, chunks[lang]!],
          failures: { [lang]: page.failures[lang]! },
          drawing: { screen, language: lang, markup },
        }),
      }));
      return [{ fileName: documentFile(route), source: documentHtml(html, base) }, ...drawn];
    });
  const fallback = { ...head(shared.app.name), files: filesOf(hashScreens) };
  return [...documents, { fileName: FALLBACK_DOCUMENT, source: documentHtml(html, fallback) }];
}

/**
 * Each screen's chunk by language and screen (`es/complaintNext`), which the page fetches afresh before it loads
 * itself again after its code failed (renderer/routing/reloadAfresh.ts).
 */
export function screenCodeTable(
  bundle: Rolldown.OutputBundle,
  compiled: CompiledPages,
  screenModule: (language: string, id: string) => string,
): { fileName: string; source: string } {
  const table = Object.entries(screenFiles(bundle, compiled, screenModule)).flatMap(([id, byLanguage]) =>
    Object.entries(byLanguage).map(([language, file]) => [`${language}/${id}`, file]),
  );
  return { fileName: SCREEN_CODE_TABLE, source: JSON.stringify(Object.fromEntries(table)) };
}

/** The file of each screen's chunk in each language, as the build named them; a chunk the build lacks is left out. */
function screenFiles(
  bundle: Rolldown.OutputBundle,
  compiled: CompiledPages,
  screenModule: (language: string, id: string) => string,
): Record<string, Record<string, string>> {
  const byModule = new Map(
    Object.values(bundle).flatMap((file) =>
      file.type === 'chunk' && file.facadeModuleId ? [[file.facadeModuleId, file.fileName] as const] : [],
    ),
  );
  return Object.fromEntries(
    Object.entries(compiled.screens).map(([id, byLanguage]) => [
      id,
      Object.fromEntries(
        Object.keys(byLanguage).flatMap((language) => {
          const file = byModule.get(screenModule(language, id));
          return file ? [[language, file] as const] : [];
        }),
      ),
    ]),
  );
}
