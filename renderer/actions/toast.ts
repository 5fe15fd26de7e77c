import { toText } from '../expr/evaluate.ts';
import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const toast: ActionHandler<ActionOf<'toast'>> = (action, context) => {
  const duration = action.duration === undefined ? undefined : Number(context.value(action.duration));
  context.runtime.toast.show(toText(context.value(action.text)), duration === undefined ? {} : { duration });
};
