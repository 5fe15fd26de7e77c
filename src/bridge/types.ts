import type { NativeAction } from './nativeActions.ts';

/** One message handler the iOS shell injects (`window.webkit.messageHandlers[action]`). */
export interface MessageHandler {
  postMessage(message: unknown): void;
}

/** What the bridge reads of the window: the shell's handlers, when the page runs inside the app. */
export interface ShellHost {
  webkit?: { messageHandlers?: Record<string, MessageHandler | undefined> };
}

/** What the page does for an action outside the app shell. */
export type BridgeFallbacks = Partial<Record<NativeAction, (payload: Record<string, unknown>) => void>>;

/** One bridge message, for the developer's log panel. */
export interface BridgeLogEntry {
  /** Epoch milliseconds. */
  time: number;
  action: NativeAction;
  payload: Record<string, unknown>;
  /** `shell`: posted to the app; `fallback`: the web fallback ran; `none`: outside the app with no web equivalent. */
  via: 'shell' | 'fallback' | 'none';
  /** Why posting to the shell or running the fallback failed, when it did. */
  error?: string;
}

export interface NativeBridgeOptions {
  /** Defaults to the global window; tests pass a fake with or without `webkit.messageHandlers`. */
  win?: Window | ShellHost;
  fallbacks: BridgeFallbacks;
  log: (entry: BridgeLogEntry) => void;
  /** Defaults to Date.now. */
  now?: () => number;
}
