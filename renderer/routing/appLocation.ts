import { navigate, useLocationProperty } from 'wouter/use-browser-location';
import { currentRoute, currentSearch, routePattern } from './pageAddress.ts';

/**
 * wouter location hook over path and hash routes (hash routes as routePattern gives them), on wouter's own
 * subscription to history, which it patches once so pushState and replaceState are seen too.
 */
export function useAppLocation(): [string, typeof navigate] {
  return [routePattern(useLocationProperty(currentRoute)), navigate];
}

/** wouter search hook. */
export function useAppSearch(): string {
  return useLocationProperty(currentSearch);
}
