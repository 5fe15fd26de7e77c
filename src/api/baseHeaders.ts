import { headersFromQuery } from './headersFromQuery.ts';
import type { RequestContext } from './types.ts';

/** Headers every request of the client carries, whatever its body: `X-Requested-With` and those from the query. */
export function baseHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = context.kind.marksAjax ? { 'X-Requested-With': 'XMLHttpRequest' } : {};
  return { ...headers, ...headersFromQuery(context.settings.headers, context.pageQuery, context.report) };
}
