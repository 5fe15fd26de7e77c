import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const setField: ActionHandler<ActionOf<'setField'>> = (action, context) => {
  context.screen.form.set(action.name, context.value(action.value));
};
