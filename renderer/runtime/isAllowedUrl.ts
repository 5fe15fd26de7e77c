/**
 * True when a URL from the server or the config may be followed: same origin, a relative path, tel:/mailto:, an
 * origin listed in app.allowedOrigins, or a URL starting with one of `allowedPrefixes` (the host app passes its
 * own deep-link scheme here, e.g. `myapp:`). Everything else (javascript:, data:, unknown hosts) is refused.
 */
export function isAllowedUrl(
  url: string,
  allowedOrigins: readonly string[],
  here: string,
  allowedPrefixes: readonly string[] = [],
): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(url, here);
  } catch {
    return false;
  }
  const href = parsed.href.toLowerCase();
  if (allowedPrefixes.some((prefix) => prefix !== '' && href.startsWith(prefix.toLowerCase()))) return true;
  if (parsed.protocol === 'tel:' || parsed.protocol === 'mailto:') return true;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return parsed.origin === new URL(here).origin || allowedOrigins.includes(parsed.origin);
}
