import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Loads one data source again; a failed load ends the list (the screen shows why). */
export const reload: ActionHandler<ActionOf<'reload'>> = async (action, context) => {
  const extra = Object.fromEntries(Object.entries(action.payload ?? {}).map(([k, v]) => [k, context.value(v)]));
  return (await context.screen.reload(action.source, extra)) ? undefined : 'stop';
};
