import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const scrollTo: ActionHandler<ActionOf<'scrollTo'>> = (action) => {
  document.querySelector(`[data-anchor="${CSS.escape(action.anchor)}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
};
