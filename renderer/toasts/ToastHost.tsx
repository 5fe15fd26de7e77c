import { useSyncExternalStore } from 'react';
import type { Store } from '../runtime/createStore.ts';
import type { ToastItem } from './createToasts.ts';

const NONE: ToastItem[] = [];
const none = () => NONE;

/** Where toasts appear: centred over the page, announced to screen readers. None in the page's document. */
export function ToastHost({ store }: { store: Store<ToastItem[]> }) {
  const items = useSyncExternalStore(store.subscribe, store.get, none);
  return (
    <div className="r-toasts" role="status" aria-live="assertive">
      {items.map((t) => (
        <div key={t.id} className={`r-toast${t.loading ? ' r-toast-loading' : ''}`} data-toast={t.loading ? 'loading' : 'message'}>
          {t.loading && <span className="r-spinner r-spinner-small" aria-hidden="true" />}
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
