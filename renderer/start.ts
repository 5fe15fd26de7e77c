/**
 * The renderer's surface for the app's boot, free of React: what runs while React's code is still on its way
 * (finding the first screen, starting its chunk and data calls, the toast queue, the event bus, the evaluator).
 */
export type { CompiledShared, ExprSource, FirstScreen } from './config.ts';
export type { CompiledScreen, ScreenModules } from './screen/CompiledScreen.ts';
export { createToasts } from './toasts/createToasts.ts';
export { createEventBus, type EventBus } from './runtime/events.ts';
export { languageOf, type Language } from './runtime/language.ts';
export { screenChunks, type ScreenChunks } from './routing/screenChunks.ts';
export { readFirstScreen, readScreenFiles } from './routing/firstScreen.ts';
export { createEntryCalls } from './entry/entryCalls.ts';
export { type Entry, entryCalls, resolveEntry } from './entry/resolveEntry.ts';
export { browserAddress, type PageAddress } from './entry/pageAddress.ts';
export { leaveStaleModalEntries } from './screen/modalEntries.ts';
export type { ApiService, CallOptions, CallResult, NativeBridge, ToastOptions, ToastService } from './runtime/services.ts';
export { builtins } from './expr/builtins.ts';
export { toText, toNumber, type ExpressionFunctions } from './expr/evaluate.ts';
export { createEvaluator, type Evaluator } from './expr/createEvaluator.ts';
export { appRoots } from './expr/appRoots.ts';
export { type Draw, type FirstScreenMoments, takeOver } from './document/takeOver.ts';
