/**
 * The page's address as the app reads it: the route (a hash route such as `#/downloadTemplate` when the hash holds
 * one, else the path) and the query (the URL's search, plus any query written inside a hash route). Pure functions
 * of an address; only `browserAddress` reads the browser, and only the boot, effects and actions call it.
 */
export interface PageAddress {
  readonly route: string;
  /** The query without its `?`. */
  readonly search: string;
}

/** The address of a URL's parts, as `location` gives them. */
export function addressOf({ pathname, search, hash }: { pathname: string; search: string; hash: string }): PageAddress {
  const inHash = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return {
    route: hash.startsWith('#/') ? hash.split('?')[0]! : pathname,
    search: [search.replace(/^\?/, ''), inHash].filter(Boolean).join('&'),
  };
}

/** The browser's address now. Never called while drawing: a screen draws the same in the build as in the browser. */
export function browserAddress(): PageAddress {
  return addressOf(window.location);
}

/**
 * The pattern wouter matches a route by. Its patterns and locations start with '/', so a hash route `#/x` is
 * matched as `/#/x`; no path can contain '#', so the two kinds never clash.
 */
export function routePattern(route: string): string {
  return route.startsWith('#/') ? `/${route}` : route;
}

/** The route a wouter location names: routePattern undone. */
export function routeOfPattern(location: string): string {
  return location.startsWith('/#/') ? location.slice(1) : location;
}

/** The URL that opens `route` with `query`; a hash route stays on `path`, the page it is shown on. */
export function hrefFor(route: string, query: Readonly<Record<string, string>>, path: string): string {
  const search = new URLSearchParams(query).toString();
  if (route.startsWith('#/')) return `${path}${search ? `?${search}` : ''}${route}`;
  return `${route}${search ? `?${search}` : ''}`;
}
