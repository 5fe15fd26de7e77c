import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Checks fields in the declared order and toasts the first problem, as the spec's screens do. */
export const validate: ActionHandler<ActionOf<'validate'>> = async (action, context) => {
  const { form } = context.screen;
  for (const field of action.fields) {
    const problem = form.problem(field);
    if (problem === undefined) continue;
    if (problem) context.runtime.toast.show(problem);
    form.focus(field);
    return 'stop';
  }
  return undefined;
};
