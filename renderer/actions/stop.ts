import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const stop: ActionHandler<ActionOf<'stop'>> = () => 'stop';
