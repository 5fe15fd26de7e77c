import type { Languages, Screen } from '../../schemas/types.ts';
import { pathFor } from '../../tools/atlas/discover.ts';
import { variantsOf } from '../../tools/atlas/variants.ts';
import { constant } from '../support/copy.ts';
import type { Lang } from '../support/language.ts';
import { compiledPages } from '../support/compiledPages.ts';

/** A screen that loads data on entry, opened on its first seeded scenario, and the call it waits for. */
export interface DataScreen {
  id: string;
  /** The address that opens it in a language. */
  path(lang: Lang): string;
  endpoint: string;
  /** The endpoint's path in pages.yaml, as sandbox rules name it. */
  endpointPath: string;
  /** How long its client waits for an answer, in ms. */
  timeoutMs: number;
}

/**
 * Every screen of pages.yaml with data it waits for, from the compiled config: a new data screen joins the tests
 * that use this by itself. The call is its first entry source that is neither manual nor in the background.
 */
export function dataScreens(): DataScreen[] {
  const compiled = compiledPages();
  const endpoints = compiled.endpoints as Record<string, { path: string; client: string }>;
  const clients = (compiled.shared.api as { clients: Record<string, { timeoutMs?: string }> }).clients;
  return Object.entries(compiled.screens).flatMap(([id, byLanguage]) => {
    const chunk = Object.values(byLanguage)[0]!;
    const screen = chunk.screen as Screen;
    const waited = Object.entries(screen.data ?? {}).find(([name, s]) => !s.manual && !chunk.background.includes(name));
    if (!waited) return [];
    const endpoint = waited[1].endpoint;
    const { path: endpointPath, client } = endpoints[endpoint]!;
    const { query } = variantsOf(screen)[0]!;
    const path = (lang: Lang) => pathFor(screen.route, query, lang, compiled.shared.languages as Languages);
    const timeoutMs = Number(constant(String(clients[client]!.timeoutMs).replace(/^const\./, '')));
    return [{ id, path, endpoint, endpointPath, timeoutMs }];
  });
}
