import { align, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const heading = blockKind('heading', 'heading', {
  text: expr,
  level: { enum: [1, 2, 3] },
  align,
}, ['text']);
