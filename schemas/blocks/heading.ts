import { about, align, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const heading = blockKind(
  'heading',
  'heading',
  {
    text: about(expr, 'The title the borrower reads, e.g. t.complaint.title.'),
    level: about({ enum: [1, 2, 3] }, '1 for the title of the screen, 2 and 3 for its sections; screen readers jump between them.'),
    align: about(align, 'left (the default), center or right.'),
  },
  ['text'],
);
