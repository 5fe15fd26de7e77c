// wouter imports use-sync-external-store's shim for React < 18; React 19 has the hook itself, so the app's build
// points the shim here instead of shipping its fallback (vite.config.ts resolve.alias).
export { useSyncExternalStore } from 'react';
