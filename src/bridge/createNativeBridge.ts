import type { NativeBridge } from '../../renderer/runtime/services.ts';
import type { NativeAction } from './nativeActions.ts';
import { describeError } from '../../renderer/runtime/describeError.ts';
import { shellHandler } from './shellHandler.ts';
import type { BridgeLogEntry, NativeBridgeOptions } from './types.ts';

// These two ignore failures — the shell may already be closing the web view or the bank flow.
const SILENT_FAILURES: ReadonlySet<NativeAction> = new Set(['closeWebview', 'endBank']);

/**
 * The app shell's bridge: posts `payload ?? {}` to `window.webkit.messageHandlers[action]` inside the app shell,
 * runs the injected web fallback outside it (or when the shell refuses, except for closeWebview and endBank),
 * and logs every message. Never throws.
 */
export function createNativeBridge(options: NativeBridgeOptions): NativeBridge {
  const now = options.now ?? Date.now;
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window);

  const log = (entry: BridgeLogEntry): void => {
    try {
      options.log(entry);
    } catch {
      // A broken log panel must not stop the message.
    }
  };

  const fallback = (action: NativeAction, payload: Record<string, unknown>, shellError?: string): void => {
    const run = Object.hasOwn(options.fallbacks, action) ? options.fallbacks[action] : undefined;
    const base = { time: now(), action, payload, ...(shellError === undefined ? {} : { error: shellError }) };
    if (!run) {
      log({ ...base, via: 'none' });
      return;
    }
    try {
      run(payload);
      log({ ...base, via: 'fallback' });
    } catch (error) {
      log({ ...base, via: 'fallback', error: describeError(error) });
    }
  };

  return {
    send(action: NativeAction, payload?: Record<string, unknown>): void {
      const message = payload ?? {};
      const handler = shellHandler(win, action);
      if (!handler) {
        fallback(action, message);
        return;
      }
      try {
        handler.postMessage(message);
        log({ time: now(), action, payload: message, via: 'shell' });
      } catch (error) {
        if (SILENT_FAILURES.has(action)) log({ time: now(), action, payload: message, via: 'shell', error: describeError(error) });
        else fallback(action, message, describeError(error));
      }
    },
  };
}
