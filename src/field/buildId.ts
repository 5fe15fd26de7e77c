/**
 * Which build the page runs: the hash in the name of its entry script (`/assets/index-B3x9Kq12.js` gives
 * `B3x9Kq12`), which changes with the code every build ships, so a report names the build without a number kept
 * by hand; `dev` on the dev server, whose entry has no hash.
 */
export function buildId(document: Document): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
    const hash = /\/assets\/index-([\w-]{8})\.js$/.exec(script.src)?.[1];
    if (hash) return hash;
  }
  return 'dev';
}
