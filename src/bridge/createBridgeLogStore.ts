import type { BridgeLogEntry } from './types.ts';

/** The bridge messages seen so far, in a shape `useSyncExternalStore` reads directly. */
export interface BridgeLogStore {
  add(entry: BridgeLogEntry): void;
  subscribe(listener: () => void): () => void;
  /** The same array until the next `add`, as `useSyncExternalStore` requires. */
  getSnapshot(): readonly BridgeLogEntry[];
}

/** A store keeping the latest `capacity` entries; pass its `add` as the bridge's `log`. */
export function createBridgeLogStore(capacity = 50): BridgeLogStore {
  let entries: readonly BridgeLogEntry[] = [];
  const listeners = new Set<() => void>();
  return {
    add(entry) {
      entries = [...entries, entry].slice(-capacity);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
  };
}
