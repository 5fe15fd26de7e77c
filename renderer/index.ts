/** The renderer's public surface for the app that hosts it. */
export { RendererApp, type RendererOptions } from './RendererApp.tsx';
export type { CompiledScreen, CompiledShared, ExprSource } from './config.ts';
export { createToasts } from './toasts/createToasts.ts';
export { createEventBus, type EventBus } from './runtime/events.ts';
export { langScope, languageOf, type Language } from './runtime/language.ts';
export { screenChunks, type ScreenChunks, type ScreenImports } from './routing/screenChunks.ts';
export { startFirstScreen } from './routing/startFirstScreen.ts';
export { createEntryCalls } from './screen/entryCalls.ts';
export type { ApiService, CallOptions, CallResult, NativeAction, NativeBridge, ToastOptions, ToastService } from './runtime/services.ts';
export type { WidgetComponent, WidgetRegistry } from './runtime/widgets.ts';
export { useRenderer } from './runtime/RendererContext.ts';
export { useScreen, LocalsContext, type Locals } from './screen/ScreenRuntime.ts';
export { useEvaluator } from './screen/useEvaluator.ts';
export { useRun } from './screen/useRun.ts';
export { Blocks } from './blocks/Blocks.tsx';
export { builtins } from './expr/builtins.ts';
export { toText, toNumber } from './expr/evaluate.ts';
export type { ExpressionFunctions } from './expr/evaluate.ts';
