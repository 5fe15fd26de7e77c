import { expr, limit } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Title/value rows over a list; `item` is each element. */
export const rows = blockKind('rows', 'detail rows', {
  items: expr,
  title: expr,
  value: expr,
  hideEmpty: { type: 'boolean', description: 'Hide rows whose value is empty or zero.' },
  fold: { ...limit, description: 'Show only this many rows until More is tapped.' },
  more: expr,
  less: expr,
}, ['items', 'title', 'value']);
