import type { RendererRuntime } from '../runtime/RendererContext.ts';
import { isAllowedUrl } from '../runtime/isAllowedUrl.ts';

/** True when `url` may be followed; otherwise tells the person why nothing happens and reports it. */
export function allowedOrRefused(url: string, runtime: RendererRuntime, what: string): boolean {
  if (isAllowedUrl(url, runtime.shared.app.allowedOrigins, window.location.href, runtime.allowedPrefixes)) return true;
  runtime.report(`${what} refused: ${url}`);
  runtime.toast.show(runtime.ui('blockedUrl'));
  return false;
}
