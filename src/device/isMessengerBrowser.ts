/**
 * Whether the page runs in the in-app messenger browser: its user agent contains `marker` (the
 * `messengerUserAgent` constant), in any case. An empty marker never matches.
 */
export function isMessengerBrowser(userAgent: string, marker: string): boolean {
  if (marker === '') return false;
  return userAgent.toLowerCase().includes(marker.toLowerCase());
}
