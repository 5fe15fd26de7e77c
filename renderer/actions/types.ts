import type { Action, ActionKind, ActionOf } from '../../schemas/types.ts';
import type { RendererRuntime } from '../runtime/RendererContext.ts';
import type { Locals, ScreenRuntime } from '../screen/ScreenRuntime.ts';

/** What an action handler may use. */
export interface ActionContext {
  screen: ScreenRuntime;
  runtime: RendererRuntime;
  locals: Locals;
  /** Evaluates an expression where the action stands. */
  value(source: Parameters<ScreenRuntime['evaluate']>[0]): unknown;
  /** Runs nested actions (branches) with extra locals; 'stop' ends the outer list too. */
  run(actions: readonly unknown[] | undefined, locals?: Locals): Promise<'done' | 'stop'>;
}

/** One action kind: runs, and answers 'stop' to end the list it is in. Reports bad input rather than throwing. */
export type ActionHandler<A = Action> = (action: A, context: ActionContext) => Promise<'stop' | undefined> | 'stop' | undefined;

export type ActionRegistry = { readonly [K in ActionKind]: ActionHandler<ActionOf<K>> };
