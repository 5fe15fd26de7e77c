import { createContext, useContext } from 'react';
import type { Screen } from '../../schemas/types.ts';
import type { CompiledScreen, ExprSource, ExprTable, ScreenParts } from '../config.ts';
import type { Store } from '../runtime/createStore.ts';
import type { ScreenForm } from './ScreenForm.ts';

/** Values that exist only somewhere inside a screen: the element of a list, the answer of a call, an event. */
export interface Locals {
  item?: unknown;
  index?: number;
  result?: unknown;
  event?: unknown;
}

/** The changing part of a screen: its state, loaded data, and which modals are open. */
export interface ScreenValues {
  state: Record<string, unknown>;
  data: Record<string, unknown>;
  modals: readonly string[];
}

/** One open screen: its declaration, values, form and the means to evaluate and act. */
export interface ScreenRuntime {
  id: string;
  screen: Screen;
  exprs: ExprTable;
  documents: CompiledScreen['documents'];
  query: Readonly<Record<string, string>>;
  store: Store<ScreenValues>;
  /** The screen's fields: none until its entry data is in (the screen then makes its form), and on screens without. */
  readonly form: ScreenForm;
  /** A hook: re-renders the caller when one of the named fields changes. */
  useFields(names: readonly string[]): void;
  parts: ScreenParts;
  evaluate(source: ExprSource | undefined, locals?: Locals): unknown;
  run(actions: readonly unknown[] | undefined, locals?: Locals): Promise<'done' | 'stop'>;
  /** Endpoints with a call in flight: a second call is not sent. */
  inFlight: Set<string>;
  /** Aborted when the person leaves the screen: pending delays stop. Replaced on each mount. */
  signal: AbortSignal;
  reload(source: string, extra?: Record<string, unknown>): Promise<boolean>;
}

export const ScreenContext = createContext<ScreenRuntime | null>(null);
export const LocalsContext = createContext<Locals>({});

export function useScreen(): ScreenRuntime {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error('useScreen() outside a screen');
  return screen;
}
