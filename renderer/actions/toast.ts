import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const toast: ActionHandler<ActionOf<'toast'>> = (action, context) => {
  const duration = action.duration === undefined ? undefined : Number(context.value(action.duration));
  context.runtime.toast.show(String(context.value(action.text) ?? ''), duration === undefined ? {} : { duration });
};
