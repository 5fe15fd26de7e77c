import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const setState: ActionHandler<ActionOf<'setState'>> = (action, context) => {
  const values = Object.fromEntries(Object.entries(action.values).map(([k, v]) => [k, context.value(v)]));
  context.screen.store.set((v) => ({ ...v, state: { ...v.state, ...values } }));
};
