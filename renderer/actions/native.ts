import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const native: ActionHandler<ActionOf<'native'>> = (action, context) => {
  const payload = Object.fromEntries(Object.entries(action.payload ?? {}).map(([k, v]) => [k, context.value(v)]));
  context.runtime.bridge.send(action.action, payload);
};
