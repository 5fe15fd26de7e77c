import { navigate, useLocationProperty } from 'wouter/use-browser-location';
import { browserAddress, routePattern } from '../entry/pageAddress.ts';

/** What wouter hands its location hooks: the address the page's document was drawn for, when there is one. */
interface RouterAddress {
  ssrPath?: string | undefined;
  ssrSearch?: string | undefined;
}

/**
 * wouter location hook over path and hash routes (hash routes as routePattern gives them), on wouter's own
 * subscription to history, which it patches once so pushState and replaceState are seen too. The server snapshot
 * is the router's `ssrPath`: the route the build draws, and, as the browser takes the drawing over, the address the
 * boot read.
 */
export function useAppLocation(router: RouterAddress): [string, typeof navigate] {
  return [
    useLocationProperty(
      () => routePattern(browserAddress().route),
      () => router.ssrPath ?? '/',
    ),
    navigate,
  ];
}

/** wouter search hook, with the query the build draws or the boot read as its server snapshot. */
export function useAppSearch(router: RouterAddress): string {
  return useLocationProperty(
    () => browserAddress().search,
    () => router.ssrSearch ?? '',
  );
}
