import type { ActionOf } from '../../schemas/types.ts';
import { stringQuery } from './stringQuery.ts';
import type { ActionHandler } from './types.ts';

/** Goes to another screen, carrying this page's query parameters when asked. */
export const navigate: ActionHandler<ActionOf<'navigate'>> = (action, context) => {
  const carried: Record<string, string> = {};
  const current = new URLSearchParams(window.location.search);
  if (action.carryQuery === true)
    current.forEach((value, key) => {
      carried[key] = value;
    });
  else if (Array.isArray(action.carryQuery)) {
    for (const key of action.carryQuery) {
      const value = current.get(key);
      if (value !== null) carried[key] = value;
    }
  }
  const query = { ...carried, ...stringQuery(action.query, context.value) };
  context.runtime.navigate(action.to, query, action.replace === true);
};
