import type { ActionOf } from '../../schemas/types.ts';
import { stringQuery } from './stringQuery.ts';
import type { ActionHandler } from './types.ts';

/**
 * Goes to another screen, carrying this screen's query parameters when asked (those of the URL and of a hash route,
 * as the screen read them).
 */
export const navigate: ActionHandler<ActionOf<'navigate'>> = (action, context) => {
  const current = context.screen.query;
  const keys = action.carryQuery === true ? Object.keys(current) : Array.isArray(action.carryQuery) ? action.carryQuery : [];
  const carried = Object.fromEntries(keys.filter((key) => Object.hasOwn(current, key)).map((key) => [key, current[key]!]));
  const query = { ...carried, ...stringQuery(action.query, context.value) };
  context.runtime.navigate(action.to, query, action.replace === true);
};
