import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const emit: ActionHandler<ActionOf<'emit'>> = (action, context) => {
  context.runtime.bus.emit(action.event, action.payload === undefined ? undefined : context.value(action.payload));
};
