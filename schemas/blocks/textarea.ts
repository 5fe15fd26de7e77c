import { expr, limit, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Multi-line text with an n/max counter; input past maxLength is ignored. */
export const textarea = blockKind('textarea', 'text area', {
  name,
  label: expr,
  placeholder: expr,
  default: expr,
  maxLength: limit,
  readOnly: { type: 'boolean' },
  rows: { type: 'integer', minimum: 2, maximum: 20 },
  rules,
}, ['name', 'maxLength']);
