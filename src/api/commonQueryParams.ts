import { toText } from '../../renderer/expr/evaluate.ts';
import type { ApiSettings } from '../../schemas/types.ts';
import type { Resolve } from './types.ts';

/**
 * The person's parameters every common call carries: each name of `api.commonQuery` from the page URL, else from
 * `api.commonDefaults` (resolved), skipping empty ones so the server never sees `userId=`.
 */
export function commonQueryParams(api: ApiSettings, pageQuery: URLSearchParams, resolve: Resolve): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = api.commonDefaults ?? {};
  for (const name of api.commonQuery) {
    const fromPage = pageQuery.get(name) ?? '';
    const fallback = Object.hasOwn(defaults, name) ? defaults[name] : undefined;
    const value = fromPage !== '' ? fromPage : fallback === undefined ? '' : toText(resolve(fallback));
    if (value !== '') params.set(name, value);
  }
  return params;
}
