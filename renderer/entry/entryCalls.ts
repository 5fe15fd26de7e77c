import type { CallResult } from '../runtime/services.ts';

/**
 * The entry data calls in flight, by screen, source and payload. Boot starts the first screen's before its chunk
 * arrives; the screen takes them when it mounts, and a remount (StrictMode, a quick back and forth) takes the same
 * one, so no call is sent twice. Once a mounted screen has used an answer, the next visit asks afresh.
 */
export interface EntryCalls {
  take(key: string, start: () => Promise<CallResult>): Promise<CallResult>;
  /** The answer of a call in flight that has already come back, so a screen can draw it without waiting. */
  answered(key: string): CallResult | undefined;
  used(key: string): void;
}

export function createEntryCalls(): EntryCalls {
  const inFlight = new Map<string, Promise<CallResult>>();
  const answers = new Map<string, CallResult>();
  return {
    take(key, start) {
      const pending = inFlight.get(key);
      if (pending) return pending;
      const call = start();
      inFlight.set(key, call);
      void call.then((result) => {
        if (inFlight.get(key) === call) answers.set(key, result);
      });
      return call;
    },
    answered: (key) => answers.get(key),
    used(key) {
      inFlight.delete(key);
      answers.delete(key);
    },
  };
}

/** The key of one entry call: the same screen, source and payload make the same request. */
export function entryCallKey(screen: string, source: string, payload: Readonly<Record<string, unknown>>): string {
  return JSON.stringify([screen, source, payload]);
}
