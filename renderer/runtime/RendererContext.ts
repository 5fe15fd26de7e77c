import { createContext, useContext } from 'react';
import type { CompiledShared } from '../config.ts';
import type { ExpressionFunctions } from '../expr/evaluate.ts';
import type { EntryCalls } from '../entry/entryCalls.ts';
import type { EventBus } from './events.ts';
import type { Language } from './language.ts';
import type { PageWatch } from './pageWatch.ts';
import type { ScreenVisit } from '../routing/screenVisits.ts';
import type { ApiService, NativeBridge, ToastService } from './services.ts';

/** Everything a screen needs from the app, shared by all screens. */
export interface RendererRuntime {
  shared: CompiledShared;
  language: Language;
  api: ApiService;
  bridge: NativeBridge;
  toast: ToastService;
  functions: ExpressionFunctions;
  bus: EventBus;
  /** Entry data calls in flight, so a screen takes the one boot started and none is sent twice. */
  entryCalls: EntryCalls;
  /** The app's expression functions that read the clock or the device: the page's document never draws them. */
  momentFunctions: readonly string[];
  /** The page's origin, for links and frames to the site itself; none while the build draws a document. */
  origin: string | undefined;
  /** URL beginnings links and redirects may follow besides app.allowedOrigins, such as the host app's own scheme. */
  allowedPrefixes: readonly string[];
  /** A renderer text (t.ui.<key>) in the page's language. */
  ui(key: string): string;
  /** Goes to a screen by id with a query; `replace` replaces the history entry. */
  navigate(screen: string, query: Record<string, string>, replace: boolean): void;
  /** The first screen is ready (true) or has failed: said once, whichever screen says it first. */
  firstScreenSettled(ready: boolean): void;
  /** Logs a configuration or runtime problem for developers; never shown to the person using the page. */
  report(message: string): void;
  /** The app's watch on how the page goes (its moments, what went wrong), for reports from the field. */
  watch: PageWatch;
  /** A new visit of a screen, timed for `watch`; `pageEntry` when it is of the screen the page's address opened. */
  visit(pageEntry: boolean): ScreenVisit;
}

export const RendererContext = createContext<RendererRuntime | null>(null);

export function useRenderer(): RendererRuntime {
  const runtime = useContext(RendererContext);
  if (!runtime) throw new Error('useRenderer() outside the renderer');
  return runtime;
}
