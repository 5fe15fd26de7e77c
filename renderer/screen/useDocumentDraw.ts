import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * True while the page's document is drawn (at build time, and as the browser takes that drawing over), false once
 * the page runs: what only the browser knows (the address, the clock, the device) is drawn after. React draws again
 * what read it true, as soon as it has taken the document over.
 */
export function useDocumentDraw(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}
