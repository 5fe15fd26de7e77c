/**
 * The `document.cookie` assignment for one cookie: name and value URI-encoded, site-wide (`path=/`), `SameSite=Lax`,
 * expiring at `expires` (the `cookieExpires` constant, the end of year 9999).
 */
export function cookieString(name: string, value: string, expires: string): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}
