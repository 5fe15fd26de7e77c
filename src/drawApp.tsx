import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RendererApp } from '../renderer/index.ts';
import { createAppBridge } from './bridge/createAppBridge.ts';
import { createBridgeLogStore } from './bridge/createBridgeLogStore.ts';
import { shouldShowBridgeLog } from './bridge/shouldShowBridgeLog.ts';
import type { PreparedApp } from './prepareApp.ts';

// The bridge log is a developer's panel (?bridgeLog=1): borrowers never download it.
const BridgeLog = lazy(() => import('./bridge/BridgeLog.tsx').then((m) => ({ default: m.BridgeLog })));

/**
 * Shows the page, once React's code and the first screen's are both here (main.ts): the screen draws at once, with
 * its content if the data came back first, instead of drawing a loading state and then again. index.html's
 * placeholder stays until then.
 */
export function drawApp({ options }: PreparedApp, root: HTMLElement): void {
  performance.mark('first-screen-code');
  const bridgeLog = createBridgeLogStore();
  const bridge = createAppBridge(options.shared.app.servicePhone, bridgeLog);
  // Not a transition: until the screen exists there is nothing to tap, so drawing it in slices that yield to the
  // browser only made it appear later (docs/measurements.md).
  createRoot(root).render(
    <StrictMode>
      <RendererApp {...options} bridge={bridge} />
      {shouldShowBridgeLog(import.meta.env.DEV, new URLSearchParams(window.location.search)) && (
        <Suspense fallback={null}>
          <BridgeLog store={bridgeLog} visible />
        </Suspense>
      )}
    </StrictMode>,
  );
}
