import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Checks fields in the declared order and toasts the first problem, focusing its field. */
export const validate: ActionHandler<ActionOf<'validate'>> = async (action, context) => {
  for (const field of action.fields) {
    const problem = await context.screen.form.check(field);
    if (problem === undefined) continue;
    if (problem) context.runtime.toast.show(problem);
    return 'stop';
  }
  return undefined;
};
