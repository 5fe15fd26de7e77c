import { actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A button; while its actions run it is busy and a second tap does nothing. */
export const button = blockKind('button', 'button', {
  text: expr,
  actions: actionList,
  variant: { enum: ['primary', 'secondary', 'ghost', 'link', 'danger'] },
  disabled: expr,
  full: { type: 'boolean' },
  icon: expr,
}, ['text', 'actions']);
