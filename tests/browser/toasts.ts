import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __toasts?: string[];
  }
}

/**
 * Keeps every message toast the page shows, in order. A toast lives a few seconds; on a busy machine a check can
 * come later than that, so tests read this log instead of the toast on screen.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(keepToasts);
}

/** Runs in the page before the app: starts `window.__toasts`. Self-contained, so its source can be sent as it is. */
export function keepToasts(): void {
  const log: string[] = [];
  const recorded = new WeakMap<Element, string>();
  window.__toasts = log;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.r-toast[data-toast=message]')) {
      const text = toast.textContent ?? '';
      if (recorded.get(toast) === text) continue;
      recorded.set(toast, text);
      log.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The text of the last message toast shown since the page loaded or since `forgetToasts`, or null. */
export function lastToast(page: Page): Promise<string | null> {
  return page.evaluate(() => window.__toasts?.at(-1) ?? null);
}

/** Before a step that should show the same toast again, so the earlier one cannot answer for it. */
export function forgetToasts(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.__toasts?.splice(0);
  });
}
