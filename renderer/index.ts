/** The renderer's React surface for the app that hosts it; boot's React-free part is start.ts. */
export { RendererApp, type RendererOptions } from './RendererApp.tsx';
export type { WidgetComponent, WidgetRegistry } from './runtime/widgets.ts';
export { useRenderer } from './runtime/RendererContext.ts';
export { useScreen, LocalsContext, type Locals } from './screen/ScreenRuntime.ts';
export { useEvaluator } from './screen/useEvaluator.ts';
export { useRun } from './screen/useRun.ts';
export { Blocks } from './blocks/Blocks.tsx';
export { toText, toNumber } from './expr/evaluate.ts';
