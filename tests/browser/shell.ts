import type { Page } from 'playwright-core';
import { nativeActions } from '../../src/bridge/nativeActions.ts';

/** One message the page sent to the native app shell. */
export interface ShellMessage {
  action: string;
  payload: Record<string, unknown>;
}

/** Plays the iOS app shell: every bridge action gets a message handler that records what it receives. */
export async function playShell(page: Page): Promise<void> {
  await page.addInitScript(
    (actions: string[]) => {
      const sent: unknown[] = [];
      const handlers = Object.fromEntries(
        actions.map((action) => [
          action,
          {
            postMessage: (payload: unknown) => {
              sent.push({ action, payload });
            },
          },
        ]),
      );
      Object.assign(window, { __shellSent: sent, webkit: { messageHandlers: handlers } });
    },
    [...nativeActions],
  );
}

/** What the page has sent to the shell so far, oldest first. */
export function shellMessages(page: Page): Promise<ShellMessage[]> {
  return page.evaluate(() => (window as unknown as { __shellSent: ShellMessage[] }).__shellSent);
}
