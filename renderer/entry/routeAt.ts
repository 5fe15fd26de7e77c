import { parse } from 'regexparam';
import { routePattern } from './pageAddress.ts';

/**
 * wouter's route parser: regexparam, its default, which RendererApp.tsx also names as its router's. Boot matches the
 * address with it before React's code is here, since wouter's own matchRoute comes with React.
 */
export const routeParser = parse;

/** The first of `routes` that `location` (as the location hook gives it) opens: the route the page opens (resolveEntry.ts). */
export function routeAt<R extends { route: string }>(routes: readonly R[], location: string): R | undefined {
  return routes.find(({ route }) => routeParser(routePattern(route)).pattern.test(location));
}
