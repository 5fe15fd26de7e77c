import { about, actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A round button floating over the screen; the borrower can drag it out of the way. */
export const floatingButton = blockKind(
  'floatingButton',
  'floating button',
  {
    text: about(expr, 'Its label, read by screen readers and shown under the icon, e.g. t.service.title.'),
    icon: about(expr, 'The picture in the circle, e.g. "\'/img/icon-service.svg\'".'),
    actions: about(actionList, 'What a tap does, e.g. - { type: navigate, to: customerService }.'),
    draggable: about({ type: 'boolean' }, 'true: the borrower can drag it aside when it covers something.'),
  },
  ['text', 'actions'],
);
