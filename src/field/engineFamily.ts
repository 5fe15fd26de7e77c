/** The browser engines the pages are tested in, and what else a phone may run. */
export type EngineFamily = 'chromium' | 'webkit' | 'gecko' | 'other';

/**
 * The engine behind a user agent: every iPhone and iPad browser is WebKit whatever its name (CriOS, FxiOS), Android
 * WebView and Samsung Internet are Chromium. Read once when reports start, never while drawing.
 */
export function engineFamily(userAgent: string): EngineFamily {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'webkit';
  if (/\bFirefox\//.test(userAgent)) return 'gecko';
  if (/(Chrome|Chromium)\//.test(userAgent)) return 'chromium';
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit';
  return 'other';
}
