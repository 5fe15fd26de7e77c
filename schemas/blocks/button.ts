import { about, actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A button; while its actions run it is busy and a second tap does nothing. */
export const button = blockKind(
  'button',
  'button',
  {
    text: about(expr, 'The words on the button, e.g. t.complaint.submit.'),
    actions: about(actionList, 'What a tap does, in order; the button stays busy (no double taps) until they finish.'),
    variant: about(
      { enum: ['primary', 'secondary', 'ghost', 'link', 'danger'] },
      'How prominent it looks: primary for the one main step of a screen, danger for something that cannot be undone.',
    ),
    disabled: about(expr, 'When true the borrower cannot tap it, e.g. !form.agree until the terms are accepted.'),
    full: about({ type: 'boolean' }, 'true: as wide as the screen, e.g. for the main step at the bottom.'),
    icon: about(expr, 'A small picture before the words, e.g. "\'/img/icon-phone.svg\'".'),
  },
  ['text', 'actions'],
);
