import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Checks fields in the declared order and toasts the first problem, as the spec's screens do. */
export const validate: ActionHandler<ActionOf<'validate'>> = async (action, context) => {
  const { form } = context.screen;
  for (const field of action.fields) {
    if (await form.trigger(field)) continue;
    const message = form.getFieldState(field).error?.message;
    if (message) context.runtime.toast.show(message);
    form.setFocus(field);
    return 'stop';
  }
  return undefined;
};
