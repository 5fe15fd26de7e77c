import { navigate } from 'wouter/use-browser-location';
import type { NativeBridge } from '../../renderer/runtime/services.ts';
import type { BridgeLogStore } from './createBridgeLogStore.ts';
import { createNativeBridge } from './createNativeBridge.ts';
import { createWebFallbacks } from './createWebFallbacks.ts';

/**
 * The app's native bridge, with what it does in a plain browser: in-app moves are wouter's navigate, which comes
 * with React's code, so the bridge is made when the page draws (drawApp.tsx), never in the entry. Nothing before
 * the first draw sends a message.
 */
export function createAppBridge(servicePhone: string | undefined, log: BridgeLogStore): NativeBridge {
  return createNativeBridge({
    fallbacks: createWebFallbacks({
      navigate: (path) => navigate(path),
      back: () => window.history.back(),
      open: (url) => {
        window.location.href = url;
      },
      servicePhone,
    }),
    log: (entry) => {
      log.add(entry);
      if (import.meta.env.DEV) console.info('[bridge]', entry.action, entry.via, entry.payload);
    },
  });
}
