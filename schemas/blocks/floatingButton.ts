import { actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A round button floating over the screen; the borrower can drag it out of the way. */
export const floatingButton = blockKind('floatingButton', 'floating button', {
  text: expr,
  icon: expr,
  actions: actionList,
  draggable: { type: 'boolean' },
}, ['text', 'actions']);
