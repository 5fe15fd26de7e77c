import { about, expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const toast = actionKind(
  'toast',
  'toast',
  {
    text: about(expr, 'The short message, e.g. t.complaint.sent.'),
    duration: { ...expr, description: 'Milliseconds; must be over const.toastMinMs, else the default is used.' },
  },
  ['text'],
);
