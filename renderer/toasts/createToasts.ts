import { createStore, type Store } from '../runtime/createStore.ts';
import type { ToastService } from '../runtime/services.ts';

export interface ToastItem {
  id: number;
  text: string;
  loading: boolean;
}

/**
 * Toasts: one shows at a time (a new one replaces the last), for `defaultMs` unless a duration over `minMs` is
 * given; loading toasts stay until hidden.
 */
export function createToasts(timing: { defaultMs: number; minMs: number }): ToastService & { store: Store<ToastItem[]> } {
  const store = createStore<ToastItem[]>([]);
  let next = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const hide = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.set((items) => items.filter((t) => t.id !== id));
  };
  return {
    store,
    show(text, options = {}) {
      const id = next++;
      if (!text) return id;
      const loading = options.loading === true;
      store.set((items) => [...items.filter((t) => t.loading && !loading), { id, text, loading }]);
      if (!loading) {
        const custom = options.duration;
        const ms = custom !== undefined && Number.isFinite(custom) && custom > timing.minMs ? custom : timing.defaultMs;
        timers.set(
          id,
          setTimeout(() => hide(id), ms),
        );
      }
      return id;
    },
    hide,
  };
}
