import { createApiService } from '../../../src/api/createApiService.ts';
import type { ApiServiceOptions } from '../../../src/api/types.ts';
import type { ApiSettings, Endpoint } from '../../../schemas/types.ts';
import { pages } from '../../support/pages.ts';
import { resolveWith } from './config.ts';
import { fakeFetch, fakeToast, type FakeAnswer, type SeenRequest } from './fakes.ts';

export interface ServiceSetup {
  /** The page's query string. */
  query?: string;
  apiBase?: string;
  api?: ApiSettings;
  endpoints?: Record<string, Endpoint>;
  extra?: Partial<ApiServiceOptions>;
}

/** The API service over the real pages.yaml, a recording toast and a scripted fake fetch. */
export function makeService(answer: (request: SeenRequest) => FakeAnswer, setup: ServiceSetup = {}) {
  const toast = fakeToast();
  const fetch = fakeFetch(answer);
  const problems: string[] = [];
  const api = createApiService({
    api: setup.api ?? pages.api,
    endpoints: setup.endpoints ?? pages.endpoints,
    resolve: resolveWith(),
    pageQuery: () => new URLSearchParams(setup.query ?? ''),
    toast,
    apiBase: setup.apiBase ?? '',
    fetch,
    reportProblem: (message) => problems.push(message),
    ...setup.extra,
  });
  return { api, toast, fetch, problems, last: (): SeenRequest => fetch.seen.at(-1) ?? fail('no request was sent') };
}

function fail(message: string): never {
  throw new Error(message);
}

/** The API settings of pages.yaml with one client's settings changed. */
export function withClient(name: keyof ApiSettings['clients'], change: Partial<ApiSettings['clients']['common']>): ApiSettings {
  return { ...pages.api, clients: { ...pages.api.clients, [name]: { ...pages.api.clients[name], ...change } } };
}
