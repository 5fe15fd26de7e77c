import { align, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const text = blockKind('text', 'text', {
  text: expr,
  tone: { enum: ['normal', 'muted', 'strong', 'small', 'danger', 'success', 'notice', 'amount'] },
  align,
}, ['text']);
