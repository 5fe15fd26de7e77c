import { parse } from 'yaml';
import { decodeWrappedPath, WRAPPED_PREFIX } from '../../sandbox/wrappedPath.ts';

/** One call a screen makes as it opens: its endpoint in pages.yaml and the endpoint's path. */
export interface ScreenCall {
  endpoint: string;
  path: string;
}

interface Pages {
  endpoints: Record<string, { path: string }>;
  screens: Record<
    string,
    { data?: Record<string, { endpoint?: string; manual?: boolean }>; onEnter?: { type: string; endpoint?: string }[] }
  >;
}

/**
 * The calls `screenId` makes as it opens, read from pages.yaml's text: its data sources (not the manual ones) and
 * the calls of its onEnter, in that order.
 */
export function screenCalls(pagesText: string, screenId: string): ScreenCall[] {
  const pages = parse(pagesText) as Pages;
  const screen = pages.screens[screenId];
  if (!screen) throw new Error(`pages.yaml has no screen "${screenId}"`);
  const endpoints = [
    ...Object.values(screen.data ?? {})
      .filter((source) => !source.manual)
      .map((source) => source.endpoint),
    ...(screen.onEnter ?? []).filter((action) => action.type === 'call').map((action) => action.endpoint),
  ].filter((endpoint): endpoint is string => endpoint !== undefined);
  return endpoints.map((endpoint) => {
    const found = pages.endpoints[endpoint];
    if (!found) throw new Error(`pages.yaml has no endpoint "${endpoint}" (screen ${screenId})`);
    return { endpoint, path: found.path };
  });
}

/** Whether a request went to `call`'s endpoint: by its path, decoded first for a wrapped call (`/w/<base64url>`). */
export function isCallTo(url: string, call: ScreenCall): boolean {
  const { pathname } = new URL(url);
  const wrapped = pathname.indexOf(WRAPPED_PREFIX);
  const path = wrapped === -1 ? pathname : decodeWrappedPath(pathname.slice(wrapped + WRAPPED_PREFIX.length));
  return path?.endsWith(call.path) ?? false;
}
