import { baseHeaders } from './baseHeaders.ts';
import { requestTimeout } from './requestTimeout.ts';
import { requestUrl } from './requestUrl.ts';
import type { HttpRequest, RequestContext } from './types.ts';

/**
 * The multipart request of an upload: one file under `field`, always POST, with the client's URL rules and
 * headers. No content type is set: the browser writes it with the multipart boundary.
 */
export function prepareUpload(context: RequestContext, field: string, file: Blob): HttpRequest & { body: FormData } {
  const body = new FormData();
  body.append(field, file);
  return {
    method: 'POST',
    url: requestUrl(context, {}, false),
    headers: baseHeaders(context),
    body,
    timeoutMs: requestTimeout(context.settings, context.resolve),
  };
}
