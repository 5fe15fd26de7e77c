import { toText } from '../../renderer/expr/evaluate.ts';
import { buildUrl } from './buildUrl.ts';
import { commonQueryParams } from './commonQueryParams.ts';
import { formValue } from './formValue.ts';
import type { RequestContext } from './types.ts';

/**
 * The URL of one call: apiBase + basePath + the client's path, then the query — the common parameters when the
 * client carries them, the endpoint's `query` fields (from the payload, else the page URL), and on GET the
 * payload itself. Later sources win, so an explicit payload value replaces a common parameter of the same name.
 */
export function requestUrl(context: RequestContext, payload: Record<string, unknown>, payloadInQuery: boolean): string {
  const { settings, endpoint, pageQuery } = context;
  const base = context.apiBase + toText(context.resolve(settings.basePath)) + context.kind.urlPath(endpoint.path, settings);
  const params = settings.commonQuery === true ? commonQueryParams(context.api, pageQuery, context.resolve) : new URLSearchParams();
  for (const name of endpoint.query ?? []) {
    const value = formValue(Object.hasOwn(payload, name) ? payload[name] : undefined) ?? pageQuery.get(name) ?? '';
    if (value !== '') params.set(name, value);
  }
  if (payloadInQuery) {
    for (const [name, value] of Object.entries(payload)) {
      const text = formValue(value);
      if (text !== undefined) params.set(name, text);
    }
  }
  return buildUrl(base, params);
}
