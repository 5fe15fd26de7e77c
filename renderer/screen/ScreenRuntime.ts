import { createContext, useContext } from 'react';
import type { Screen } from '../../schemas/types.ts';
import type { BlockRegistry } from '../blocks/types.ts';
import type { DocumentTexts, ExprSource, ExprTable } from '../config.ts';
import type { Store } from '../runtime/createStore.ts';
import type { WidgetRegistry } from '../runtime/widgets.ts';
import type { ScreenMoments } from './blockReads.ts';
import type { AnswerCheck } from './checkAnswer.ts';
import type { ScreenForm } from './ScreenForm.ts';

/** Values that exist only somewhere inside a screen: the element of a list, the answer of a call, an event. */
export interface Locals {
  item?: unknown;
  index?: number;
  result?: unknown;
  event?: unknown;
}

/** Where a screen's entry data stands: loading, drawn (with the sources that are in) or failed, with its message. */
export interface ScreenStatus {
  phase: 'loading' | 'ready' | 'failed';
  message: string;
  loaded: readonly string[];
}

/** The changing part of a screen: its state, loaded data, and which modals are open. */
export interface ScreenValues {
  state: Record<string, unknown>;
  data: Record<string, unknown>;
  modals: readonly string[];
}

/**
 * The code of a screen's chunk that its blocks are drawn with and its answers checked with. Its actions run through
 * the screen's `run` (CompiledScreen.ts has the whole of its parts).
 */
export interface ScreenCode {
  blocks: Partial<BlockRegistry>;
  widgets: Partial<WidgetRegistry>;
  /** The checks of the declared answers of the endpoints the screen loads or calls, by endpoint. */
  answers?: Readonly<Record<string, AnswerCheck>>;
}

/** One open screen: its declaration, values, form and the means to evaluate and act. */
export interface ScreenRuntime {
  id: string;
  screen: Screen;
  exprs: ExprTable;
  documents: DocumentTexts;
  query: Readonly<Record<string, string>>;
  store: Store<ScreenValues>;
  /** Where its entry data stands; `documentStatus` is what the page's document drew (the server snapshot). */
  status: Store<ScreenStatus>;
  documentStatus: ScreenStatus;
  /** What of the screen is unknown when its document is drawn, and the data it waits for on entry. */
  moments: ScreenMoments;
  /** The screen's fields (none on screens without), made with the screen. */
  readonly form: ScreenForm;
  /** A hook: re-renders the caller when one of the named fields changes. */
  useFields(names: readonly string[]): void;
  parts: ScreenCode;
  evaluate(source: ExprSource | undefined, locals?: Locals): unknown;
  run(actions: readonly unknown[] | undefined, locals?: Locals): Promise<'done' | 'stop'>;
  /** Endpoints with a call in flight: a second call is not sent. */
  inFlight: Set<string>;
  /** Aborted when the person leaves the screen: pending delays stop. A new one on each mount. */
  readonly signal: AbortSignal;
  reload(source: string, extra?: Record<string, unknown>): Promise<boolean>;
}

export const ScreenContext = createContext<ScreenRuntime | null>(null);
export const LocalsContext = createContext<Locals>({});

export function useScreen(): ScreenRuntime {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error('useScreen() outside a screen');
  return screen;
}
