/**
 * A dismissible modal owns one history entry (same address, its id in `history.state`), so the phone's back
 * button or `history.back()` closes the modal instead of leaving the screen. Reading those entries needs no React,
 * so boot leaves stale ones before React's code is here; modalHistory.ts adds entries with wouter's navigate, which
 * comes with React, and takes them back.
 */
export const MODALS_KEY = 'openModals';

/** The modals whose entries lead up to the current history entry, oldest first. */
export function modalsInHistory(): string[] {
  const state: unknown = window.history.state;
  const list = state && typeof state === 'object' ? (state as Record<string, unknown>)[MODALS_KEY] : undefined;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
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
