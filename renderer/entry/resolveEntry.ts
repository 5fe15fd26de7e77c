import type { CompiledShared, FirstScreen } from '../config.ts';
import { builtins } from '../expr/builtins.ts';
import { createEvaluator } from '../expr/createEvaluator.ts';
import { appRoots } from '../expr/appRoots.ts';
import { languageOf } from '../runtime/language.ts';
import { entryCallKey } from './entryCalls.ts';
import { languageFor } from './languageFor.ts';
import { type PageAddress, routePattern } from './pageAddress.ts';
import { routeAt } from './routeAt.ts';

/** One entry data call of a screen, with its payload worked out and the key the store keeps it under. */
export interface EntryCall {
  source: string;
  endpoint: string;
  payload: Readonly<Record<string, unknown>>;
  key: string;
}

/** What a page is, from its address alone: the screen it opens (none: the page says it is not found), its language and query. */
export interface Entry {
  address: PageAddress;
  /** The route that matched, as pages.yaml writes it. */
  route: string | undefined;
  screen: string | undefined;
  /** The language pack's id. */
  language: string;
  query: Readonly<Record<string, string>>;
  /** Names this visit: the same address makes the same key, so a screen is made once per visit. */
  key: string;
}

type Site = Pick<CompiledShared, 'routes' | 'languages' | 'app' | 'constants'>;

/**
 * The one reading of an address: the build (each route in each language), the boot and the router all use it, so
 * the route is matched in one place and the same way. Pure: it reads no browser, clock or device.
 */
export function resolveEntry(address: PageAddress, site: Site): Entry {
  const params = new URLSearchParams(address.search);
  const matched = routeAt(site.routes, routePattern(address.route));
  return {
    address,
    route: matched?.route,
    screen: matched?.screen,
    language: languageFor(site.languages, params),
    query: Object.fromEntries(params),
    key: `${address.route}?${address.search}`,
  };
}

/**
 * The entry data calls of `entry` that can start before its screen is drawn (its declaration, which the page's
 * document and the screen's chunk both carry: those whose payload reads only the address and settings), each with
 * its payload and key. The boot starts them; the screen takes them by the same keys, worked out by this function
 * from the same declaration.
 */
export function entryCalls(entry: Entry, declaration: FirstScreen | undefined, site: Site): readonly EntryCall[] {
  const screen = entry.screen;
  if (!screen || declaration?.screen !== screen) return [];
  const roots = appRoots(site as CompiledShared, languageOf(site.languages, entry.language), entry.query, declaration);
  const value = createEvaluator({ exprs: [declaration.exprs], roots: () => roots, functions: builtins, report: () => {} });
  return Object.entries(declaration.calls).map(([source, call]) => {
    const payload = Object.fromEntries(Object.entries(call.payload).map(([k, v]) => [k, value(v)]));
    return { source, endpoint: call.endpoint, payload, key: entryCallKey(screen, source, payload) };
  });
}
