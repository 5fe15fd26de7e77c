/**
 * Request headers taken from the page's query parameters (header name → parameter name). A missing parameter
 * becomes '' rather than leaving the header out, as the promotion servers expect every header to be present.
 */
export function headersFromQuery(
  headers: Readonly<Record<string, string>> | undefined,
  pageQuery: URLSearchParams,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [header, param] of Object.entries(headers ?? {})) out[header] = pageQuery.get(param) ?? '';
  return out;
}
