import { lazy, type ReactElement, StrictMode, Suspense, useEffect, useState } from 'react';
import type { BridgeLogStore } from './bridge/createBridgeLogStore.ts';
import { shouldShowBridgeLog } from './bridge/shouldShowBridgeLog.ts';

// The bridge log is a developer's panel (?bridgeLog=1): borrowers never download it.
const BridgeLog = lazy(() => import('./bridge/BridgeLog.tsx').then((m) => ({ default: m.BridgeLog })));

/** The bridge log, once the page runs: the page's document never has it, so taking that document over finds none. */
function DeveloperPanel({ store }: { store: BridgeLogStore }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(shouldShowBridgeLog(import.meta.env.DEV, new URLSearchParams(window.location.search))), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BridgeLog store={store} visible />
    </Suspense>
  );
}

/**
 * The product's tree around the renderer's app: the same for a page's document drawn at build time
 * (src/drawDocument.tsx) and in the browser (drawApp.tsx), so the browser takes the drawing over as it is.
 */
export function appTree(app: ReactElement, bridgeLog?: BridgeLogStore): ReactElement {
  return (
    <StrictMode>
      {app}
      {bridgeLog && <DeveloperPanel store={bridgeLog} />}
    </StrictMode>
  );
}
