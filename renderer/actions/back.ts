import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const back: ActionHandler<ActionOf<'back'>> = () => {
  window.history.back();
};
