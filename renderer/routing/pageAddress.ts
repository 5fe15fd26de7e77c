/**
 * The page's address as the app reads it, without React: boot reads it before React's code is here, and the
 * location hooks (appLocation.ts) read it for wouter.
 */

/** The route the page is on: a hash route (`#/downloadTemplate`) when the hash holds one, else the path. */
export function currentRoute(): string {
  const hash = window.location.hash;
  if (hash.startsWith('#/')) return hash.split('?')[0]!;
  return window.location.pathname;
}

/** The query: the URL's search, plus any query written inside a hash route. */
export function currentSearch(): string {
  const inHash = window.location.hash.includes('?') ? window.location.hash.slice(window.location.hash.indexOf('?') + 1) : '';
  const search = window.location.search.replace(/^\?/, '');
  return [search, inHash].filter(Boolean).join('&');
}

/**
 * The pattern wouter matches a route by. Its patterns and locations start with '/', so a hash route `#/x` is
 * matched as `/#/x`; no path can contain '#', so the two kinds never clash.
 */
export function routePattern(route: string): string {
  return route.startsWith('#/') ? `/${route}` : route;
}

/** The URL that opens `route` with `query`; a hash route keeps the current path, so it carries the same page. */
export function hrefFor(route: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  if (route.startsWith('#/')) return `${window.location.pathname}${search ? `?${search}` : ''}${route}`;
  return `${route}${search ? `?${search}` : ''}`;
}
