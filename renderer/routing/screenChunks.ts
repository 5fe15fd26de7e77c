import type { CompiledScreen } from '../config.ts';

export type ScreenImports = Readonly<Record<string, () => Promise<{ default: CompiledScreen }>>>;

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

export function screenChunks(imports: ScreenImports, timeoutMs: number, now = () => Date.now()): ScreenChunks {
  const pending = new Map<string, Promise<CompiledScreen>>();
  const started = new Map<string, number>();
  const arrived = new Map<string, CompiledScreen>();
  return {
    load(id) {
      let chunk = pending.get(id);
      if (!chunk) {
        const load = imports[id];
        chunk = load ? load().then((module) => module.default) : Promise.reject(new Error(`no screen ${id}`));
        pending.set(id, chunk);
        started.set(id, now());
        chunk.then(
          (screen) => arrived.set(id, screen),
          () => pending.delete(id),
        );
      }
      return chunk;
    },
    loaded: (id) => arrived.get(id),
    onHung(id, callback) {
      const chunk = pending.get(id);
      const since = started.get(id);
      if (!chunk || since === undefined || arrived.has(id)) return () => {};
      const left = since + timeoutMs - now();
      if (left <= 0) {
        callback();
        return () => {};
      }
      const timer = setTimeout(callback, Math.min(LONGEST_DELAY, left));
      const cancel = () => clearTimeout(timer);
      chunk.then(cancel, cancel);
      return cancel;
    },
  };
}
