import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const resetForm: ActionHandler<ActionOf<'resetForm'>> = (action, { screen }) => {
  screen.form.reset(action.fields);
};
