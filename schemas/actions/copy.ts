import { about, expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Copies text to the clipboard and toasts `done`. */
export const copy = actionKind(
  'copy',
  'copy',
  {
    text: about(expr, 'What is copied to the clipboard, e.g. query.payCode.'),
    done: about(expr, 'The toast that tells the borrower it was copied, e.g. t.voucher.copied.'),
  },
  ['text', 'done'],
);
