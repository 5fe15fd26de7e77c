import { actionKind } from '../kind.ts';

export const back = actionKind('back', 'back', {});
