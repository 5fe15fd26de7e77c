import type { CompiledScreen } from '../screen/CompiledScreen.ts';

/** Imports one screen's chunk; rejects for a screen the app does not have. */
export type ScreenImport = (id: string) => Promise<{ default: CompiledScreen }>;

/**
 * Each screen's chunk, fetched once: boot and the screen's first mount share the request, and a failure can be
 * retried. A chunk that has arrived is at hand synchronously, so its screen draws without a loading step.
 */
export interface ScreenChunks {
  load(id: string): Promise<CompiledScreen>;
  loaded(id: string): CompiledScreen | undefined;
  /**
   * Calls back once the chunk's request has gone `timeoutMs` without an answer (at once if it already has), never
   * if it arrives or fails first; returns a cancel. A browser never gives up on a request that gets no answer, so
   * the screen has to.
   */
  onHung(id: string, callback: () => void): () => void;
}

// setTimeout takes a signed 32-bit delay; a longer one would fire at once.
const LONGEST_DELAY = 2 ** 31 - 1;

/** What went wrong with one request of a screen's chunk: it failed, or went the timeout without an answer. */
export type ChunkTrouble = (id: string, outcome: 'failed' | 'hung') => void;

/** `trouble` is told once per request that failed or hung, whoever waits on it. */
export function screenChunks(
  imports: ScreenImport,
  timeoutMs: number,
  options: { trouble?: ChunkTrouble; now?: () => number } = {},
): ScreenChunks {
  const { trouble, now = () => Date.now() } = options;
  /** Each chunk on its way (or arrived), with when its request was sent. */
  const pending = new Map<string, { chunk: Promise<CompiledScreen>; since: number }>();
  const arrived = new Map<string, CompiledScreen>();
  return {
    load(id) {
      const known = pending.get(id);
      if (known) return known.chunk;
      const chunk = imports(id).then((module) => module.default);
      pending.set(id, { chunk, since: now() });
      let told = false;
      const tell = (outcome: 'failed' | 'hung') => {
        if (!told) trouble?.(id, outcome);
        told = true;
      };
      const timer = trouble && setTimeout(() => tell('hung'), Math.min(LONGEST_DELAY, timeoutMs));
      chunk.then(
        (screen) => {
          clearTimeout(timer);
          arrived.set(id, screen);
        },
        () => {
          clearTimeout(timer);
          pending.delete(id);
          tell('failed');
        },
      );
      return chunk;
    },
    loaded: (id) => arrived.get(id),
    onHung(id, callback) {
      const known = pending.get(id);
      if (!known || arrived.has(id)) return () => {};
      const left = known.since + timeoutMs - now();
      if (left <= 0) {
        callback();
        return () => {};
      }
      const timer = setTimeout(callback, Math.min(LONGEST_DELAY, left));
      const cancel = () => clearTimeout(timer);
      known.chunk.then(cancel, cancel);
      return cancel;
    },
  };
}
