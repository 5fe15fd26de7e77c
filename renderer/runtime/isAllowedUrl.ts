/** Where relative URLs lead while the page's document is drawn, before its own address is known. */
const NOWHERE = 'http://document.invalid/';

/**
 * True when a URL from the server or the config may be followed: same origin, a relative path, tel:/mailto:, an
 * origin listed in app.allowedOrigins, or a URL starting with one of `allowedPrefixes` (the host app passes its
 * own deep-link scheme here, e.g. `myapp:`). Everything else (javascript:, data:, unknown hosts) is refused.
 * `here` is the page's address; without it (the document's draw) only a relative URL is of this site.
 */
export function isAllowedUrl(
  url: string,
  allowedOrigins: readonly string[],
  here: string | undefined,
  allowedPrefixes: readonly string[] = [],
): boolean {
  here ??= NOWHERE;
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
