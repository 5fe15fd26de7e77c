import type { Action } from '../../schemas/types.ts';
import type { RendererRuntime } from '../runtime/RendererContext.ts';
import type { Locals, ScreenRuntime } from '../screen/ScreenRuntime.ts';
import type { ActionHandler, ActionRegistry } from './types.ts';

/**
 * Runs actions one after the other, each by its kind's handler among those the screen's chunk brought. An action
 * answering 'stop' (a failed check, `stop`) ends the list and every list around it. A failing handler is reported
 * and ends the list, never the page.
 */
export async function runActions(
  actions: readonly unknown[] | undefined,
  handlers: Partial<ActionRegistry>,
  screen: ScreenRuntime,
  runtime: RendererRuntime,
  locals: Locals,
): Promise<'done' | 'stop'> {
  for (const action of (actions ?? []) as Action[]) {
    if (screen.signal.aborted) return 'stop';
    const handler = handlers[action.type] as ActionHandler | undefined;
    if (!handler) {
      runtime.report(`screen ${screen.id}: unknown action type "${String(action.type)}"`);
      return 'stop';
    }
    const context = {
      screen,
      runtime,
      locals,
      value: (source: Parameters<ScreenRuntime['evaluate']>[0]) => screen.evaluate(source, locals),
      run: (nested: readonly unknown[] | undefined, extra?: Locals) =>
        runActions(nested, handlers, screen, runtime, { ...locals, ...extra }),
    };
    try {
      if ((await handler(action, context)) === 'stop') return 'stop';
    } catch (error) {
      runtime.report(`screen ${screen.id}: ${action.type} action failed: ${error instanceof Error ? error.message : String(error)}`);
      return 'stop';
    }
  }
  return 'done';
}
