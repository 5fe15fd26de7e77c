import type { CompiledScreen } from '../config.ts';

export type ScreenImports = Readonly<Record<string, () => Promise<{ default: CompiledScreen }>>>;

/**
 * Each screen's chunk, fetched once: boot and the screen's first mount share the request, and a failure can be
 * retried. A chunk that has arrived is at hand synchronously, so its screen draws without a loading step.
 */
export interface ScreenChunks {
  load(id: string): Promise<CompiledScreen>;
  loaded(id: string): CompiledScreen | undefined;
}

export function screenChunks(imports: ScreenImports): ScreenChunks {
  const pending = new Map<string, Promise<CompiledScreen>>();
  const arrived = new Map<string, CompiledScreen>();
  return {
    load(id) {
      let chunk = pending.get(id);
      if (!chunk) {
        const load = imports[id];
        chunk = load ? load().then((module) => module.default) : Promise.reject(new Error(`no screen ${id}`));
        pending.set(id, chunk);
        chunk.then(
          (screen) => arrived.set(id, screen),
          () => pending.delete(id),
        );
      }
      return chunk;
    },
    loaded: (id) => arrived.get(id),
  };
}
