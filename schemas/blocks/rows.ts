import { about, expr, limit } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Title/value rows over a list; `item` is each element. */
export const rows = blockKind(
  'rows',
  'detail rows',
  {
    items: about(expr, 'The rows, e.g. data.detail.rows; item is each one.'),
    title: about(expr, 'The left side of a row, e.g. item.label.'),
    value: about(expr, 'The right side of a row, e.g. money(item.amount).'),
    hideEmpty: { type: 'boolean', description: 'Hide rows whose value is empty or zero.' },
    fold: { ...limit, description: 'Show only this many rows until More is tapped.' },
    more: about(expr, 'Text of the link that shows every row, e.g. t.loan.more.'),
    less: about(expr, 'Text of the link that folds them again, e.g. t.loan.less.'),
  },
  ['items', 'title', 'value'],
);
