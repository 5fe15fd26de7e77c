/**
 * Where the build lists each screen's chunk by language and screen (`es/home` → its file), for
 * reloadAfresh: a page cannot name a chunk it failed to import.
 */
export const SCREEN_CODE_TABLE = 'screen-code.json';

/**
 * Loads the page again after its code failed to arrive, having fetched that code afresh first: WebKit (Safari,
 * every iPhone webview) keeps a module that failed to load failed, across reloads and pages, until its file is
 * fetched again, so a plain reload would fail the same way. The files are the page's module scripts and preloads
 * (the drawing code, the kinds, what Vite preloads for a chunk) and, when given, the chunk of one screen.
 */
export async function reloadAfresh(screen?: { id: string; language: string }): Promise<void> {
  const files = [
    ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type=module][src], link[rel=modulepreload]'),
  ].map((element) => ('src' in element ? element.src : element.href));
  if (screen) {
    const table: Record<string, string> = await fetch(`/${SCREEN_CODE_TABLE}`, { cache: 'no-store' })
      .then((answer) => (answer.ok ? answer.json() : {}))
      .catch(() => ({}));
    const file = table[`${screen.language}/${screen.id}`];
    if (file) files.push(`/${file}`);
  }
  await Promise.allSettled(files.map((file) => fetch(file, { cache: 'reload' })));
  window.location.reload();
}
