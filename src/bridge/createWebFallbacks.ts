import type { BridgeFallbacks } from './types.ts';

export interface WebFallbackOptions {
  /** In-app navigation (the router's navigate). */
  navigate(path: string): void;
  /** history.back(). */
  back(): void;
  /** Opens a URL outside the app: `tel:` links and the store page. */
  open(url: string): void;
  /** The configured service phone (app.servicePhone), dialled when the message names none. */
  servicePhone?: string;
  /** The app's store page; without it toRate does nothing on the web. */
  storeUrl?: string;
  /** Where toHome and offToLogin lead; the site root unless told otherwise. */
  homePath?: string;
}

// Spaces and other visual separators are not valid in tel: URLs; keep what a dialler understands.
function dialable(phone: unknown): string {
  const text = typeof phone === 'string' || typeof phone === 'number' ? String(phone) : '';
  return text.replace(/[^0-9+*#]/g, '');
}

/**
 * What the native actions do in a plain browser: callTelephone dials `payload.phone` or the service phone,
 * toHome and offToLogin go home, closeWebview goes back, toRate opens the store page when one is configured.
 * Other actions have no web equivalent.
 */
export function createWebFallbacks(options: WebFallbackOptions): BridgeFallbacks {
  const home = options.homePath ?? '/';
  const { storeUrl } = options;
  return {
    callTelephone: (payload) => {
      const phone = dialable(payload.phone) || dialable(options.servicePhone);
      if (phone !== '') options.open(`tel:${phone}`);
    },
    toHome: () => options.navigate(home),
    offToLogin: () => options.navigate(home),
    closeWebview: () => options.back(),
    ...(storeUrl ? { toRate: () => options.open(storeUrl) } : {}),
  };
}
