import type { MessageHandler, ShellHost } from './types.ts';

/**
 * The shell's handler for `action`, or undefined outside the app. Read at each send, since the shell may inject
 * its handlers after the page starts; a hostile or broken getter counts as "no shell".
 */
export function shellHandler(win: Window | ShellHost | undefined, action: string): MessageHandler | undefined {
  try {
    const handlers = (win as ShellHost | undefined)?.webkit?.messageHandlers;
    const handler = handlers && Object.hasOwn(handlers, action) ? handlers[action] : undefined;
    return typeof handler?.postMessage === 'function' ? handler : undefined;
  } catch {
    return undefined;
  }
}
