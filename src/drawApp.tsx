import { createRoot, hydrateRoot } from 'react-dom/client';
import { RendererApp } from '../renderer/index.ts';
import type { FirstScreenMoments } from '../renderer/start.ts';
import { appTree } from './appTree.tsx';
import { createAppBridge } from './bridge/createAppBridge.ts';
import { createBridgeLogStore } from './bridge/createBridgeLogStore.ts';
import type { PreparedApp } from './prepareApp.ts';

/**
 * Shows the page, once React's code and the first screen's are both here (main.ts): over the screen its document
 * drew (`hydrate`), taking that drawing over as it is, or afresh over the spinner. A drawing React cannot take
 * over as it is (a hydration mismatch) is drawn again by React, said on the console as an error and reported.
 */
export function drawApp({ options, reports }: PreparedApp, root: HTMLElement, hydrate: boolean, firstScreen: FirstScreenMoments): void {
  performance.mark('first-screen-code');
  const bridgeLog = createBridgeLogStore();
  const bridge = createAppBridge(options.shared.app.servicePhone, bridgeLog);
  const app = appTree(<RendererApp {...options} bridge={bridge} firstScreen={firstScreen} />, bridgeLog);
  // Not a transition: until the screen exists there is nothing to tap, so drawing it in slices that yield to the
  // browser only made it appear later (docs/measurements.md).
  if (hydrate)
    hydrateRoot(root, app, {
      onRecoverableError: (error, { componentStack }) => {
        console.error('[pages] the page could not take its document over as drawn:', error);
        reports.problem('hydration', { error, componentStack: componentStack ?? undefined });
      },
    });
  else createRoot(root).render(app);
}
