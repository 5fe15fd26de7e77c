import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const resetForm: ActionHandler<ActionOf<'resetForm'>> = (action, { screen }) => {
  if (!action.fields) screen.form.reset();
  else for (const field of action.fields) screen.form.resetField(field);
};
