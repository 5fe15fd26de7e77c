import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'hashchange', 'pushState', 'replaceState'] as const;

// history.pushState fires no event; wrap it once so every navigation is seen, wherever it comes from.
let patched = false;
function patchHistory(): void {
  if (patched) return;
  patched = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      window.dispatchEvent(new Event(method));
    };
  }
}

function subscribe(listener: () => void): () => void {
  patchHistory();
  for (const event of EVENTS) window.addEventListener(event, listener);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, listener);
  };
}

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

/** wouter location hook over path and hash routes (hash routes as routePattern gives them). */
export function useAppLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const route = routePattern(useSyncExternalStore(subscribe, currentRoute));
  return [
    route,
    (to, options) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
    },
  ];
}

/** wouter search hook. */
export function useAppSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch);
}

/** The URL that opens `route` with `query`; a hash route keeps the current path, so it carries the same page. */
export function hrefFor(route: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  if (route.startsWith('#/')) return `${window.location.pathname}${search ? `?${search}` : ''}${route}`;
  return `${route}${search ? `?${search}` : ''}`;
}
