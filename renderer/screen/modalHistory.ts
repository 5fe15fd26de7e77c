import { navigate } from 'wouter/use-browser-location';
import { MODALS_KEY, modalsInHistory } from './modalEntries.ts';

/**
 * Adds the entry of a modal that just opened: the same address, with wouter's navigate, whose push the router
 * hears as it hears every move.
 */
export function pushModalEntry(id: string): void {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  navigate(window.location.href, { state: { ...base, [MODALS_KEY]: [...modalsInHistory(), id] } });
}

/**
 * Takes back the entry of a modal closed by a button, an action or a timer, when it is the current entry, so
 * afterwards one back leaves the screen as before. Resolves once the history has moved, so a navigation that
 * follows replaces or pushes from the screen's own entry.
 */
export function dropModalEntry(id: string): Promise<void> {
  if (modalsInHistory().at(-1) !== id) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.back();
  });
}
