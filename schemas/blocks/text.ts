import { about, align, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const text = blockKind(
  'text',
  'text',
  {
    text: about(expr, 'What the borrower reads, e.g. t.complaint.intro or fmt(t.loan.dueOn, date(data.loan.dueDate)).'),
    tone: about(
      { enum: ['normal', 'muted', 'strong', 'small', 'danger', 'success', 'notice', 'amount'] },
      'How it looks: muted for side notes, danger for problems, amount for money.',
    ),
    align: about(align, 'left (the default), center or right.'),
  },
  ['text'],
);
