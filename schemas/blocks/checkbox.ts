import { expr, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const checkbox = blockKind('checkbox', 'checkbox', {
  name,
  label: expr,
  default: { type: 'boolean' },
  rules,
}, ['name', 'label']);
