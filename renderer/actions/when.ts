import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const when: ActionHandler<ActionOf<'when'>> = async (action, context) => {
  const branch = context.value(action.if) ? action.then : action.else;
  return (await context.run(branch)) === 'stop' ? 'stop' : undefined;
};
