import { useContext, useRef, useState } from 'react';
import { LocalsContext, type Locals, useScreen } from './ScreenRuntime.ts';

/**
 * Runs a list of actions from a tap. While it runs, `busy` is true and further taps do nothing, so a payment or a
 * submission cannot be sent twice from the same button.
 */
export function useRun(): { busy: boolean; run(actions: readonly unknown[] | undefined, extra?: Locals): Promise<void> } {
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(actions, extra) {
      if (running.current || !actions?.length) return;
      running.current = true;
      setBusy(true);
      try {
        await screen.run(actions, { ...locals, ...extra });
      } finally {
        running.current = false;
        if (!screen.signal.aborted) setBusy(false);
      }
    },
  };
}
