import { baseHeaders } from './baseHeaders.ts';
import { encodeForm } from './encodeForm.ts';
import { encodeJson } from './encodeJson.ts';
import { requestTimeout } from './requestTimeout.ts';
import { requestUrl } from './requestUrl.ts';
import { withoutKeys } from './withoutKeys.ts';
import type { HttpRequest, RequestContext } from './types.ts';

/**
 * The HTTP request of one call: GET carries the payload in its query; POST sends it as a form or JSON body
 * (the client's `body` setting, else its kind's default), minus the fields the endpoint sends in the URL.
 */
export function prepareRequest(context: RequestContext, payload: Record<string, unknown>): HttpRequest {
  const { endpoint } = context;
  const timeoutMs = requestTimeout(context.settings, context.resolve);
  const headers = baseHeaders(context);
  if (endpoint.method === 'GET') {
    return { method: 'GET', url: requestUrl(context, payload, true), headers, timeoutMs };
  }
  const url = requestUrl(context, payload, false);
  const fields = withoutKeys(payload, endpoint.query ?? []);
  const json = (context.settings.body ?? context.kind.defaultBody) === 'json';
  return json
    ? { method: 'POST', url, headers: { ...headers, 'Content-Type': 'application/json' }, body: encodeJson(fields), timeoutMs }
    : {
        method: 'POST',
        url,
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: encodeForm(fields).toString(),
        timeoutMs,
      };
}
