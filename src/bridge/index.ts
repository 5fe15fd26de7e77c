export { BridgeLog, type BridgeLogProps } from './BridgeLog.tsx';
export { createBridgeLogStore, type BridgeLogStore } from './createBridgeLogStore.ts';
export { createNativeBridge } from './createNativeBridge.ts';
export { createWebFallbacks, type WebFallbackOptions } from './createWebFallbacks.ts';
export { shouldShowBridgeLog } from './shouldShowBridgeLog.ts';
export type { BridgeFallbacks, BridgeLogEntry, NativeBridgeOptions, ShellHost } from './types.ts';
