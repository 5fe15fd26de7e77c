/** `base` with `params` appended as its query; no `?` when there are none. */
export function buildUrl(base: string, params: URLSearchParams): string {
  const query = params.toString();
  if (query === '') return base;
  return base + (base.includes('?') ? '&' : '?') + query;
}
