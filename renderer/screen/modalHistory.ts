/**
 * A dismissible modal owns one history entry (same address, its id in `history.state`), so the phone's back
 * button or `history.back()` closes the modal instead of leaving the screen. A modal closed another way takes its
 * entry back, so afterwards one back leaves the screen as before.
 */
const KEY = 'openModals';

/** The modals whose entries lead up to the current history entry, oldest first. */
export function modalsInHistory(): string[] {
  const state: unknown = window.history.state;
  const list = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

/** Adds the entry of a modal that just opened. */
export function pushModalEntry(id: string): void {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  window.history.pushState({ ...base, [KEY]: [...modalsInHistory(), id] }, '', window.location.href);
}

/**
 * Takes back the entry of a modal closed by a button, an action or a timer, when it is the current entry.
 * Resolves once the history has moved, so a navigation that follows replaces or pushes from the screen's own entry.
 */
export function dropModalEntry(id: string): Promise<void> {
  if (modalsInHistory().at(-1) !== id) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.back();
  });
}

/**
 * No modal survives a reload, yet the entry the page reloaded on may be a modal's: steps back to the screen's own
 * entry (same address), so one back leaves the screen again and a modal opened anew owns one entry. Once per page,
 * at boot: the step is taken long before anyone can open a modal, and the page never waits on it.
 */
export function leaveStaleModalEntries(): void {
  const stale = modalsInHistory().length;
  if (stale > 0) window.history.go(-stale);
}
