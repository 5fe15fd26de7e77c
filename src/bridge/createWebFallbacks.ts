import { toText } from '../../renderer/expr/evaluate.ts';
import type { BridgeFallbacks } from './types.ts';

export interface WebFallbackOptions {
  /** In-app navigation (the router's navigate). */
  navigate(path: string): void;
  /** history.back(). */
  back(): void;
  /** Opens a URL outside the app: `tel:` links. */
  open(url: string): void;
  /** The configured service phone (app.servicePhone), dialled when the message names none. */
  servicePhone?: string;
}

// Spaces and other visual separators are not valid in tel: URLs; keep what a dialler understands.
function dialable(phone: unknown): string {
  return toText(phone).replace(/[^0-9+*#]/g, '');
}

/**
 * What the native actions do in a plain browser: callTelephone dials `payload.phone` or the service phone,
 * toHome and offToLogin go to the site root, closeWebview goes back. Other actions (toRate among them: the web
 * has no store page to rate in) have no web equivalent.
 */
export function createWebFallbacks(options: WebFallbackOptions): BridgeFallbacks {
  const home = '/';
  return {
    callTelephone: (payload) => {
      const phone = dialable(payload.phone) || dialable(options.servicePhone);
      if (phone !== '') options.open(`tel:${phone}`);
    },
    toHome: () => options.navigate(home),
    offToLogin: () => options.navigate(home),
    closeWebview: () => options.back(),
  };
}
