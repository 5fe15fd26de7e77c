import { expr, limit, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const input = blockKind('input', 'input field', {
  name,
  inputType: { enum: ['text', 'tel', 'email', 'number', 'password'] },
  label: expr,
  placeholder: expr,
  default: expr,
  maxLength: limit,
  autocomplete: { type: 'string' },
  disabled: expr,
  rules,
}, ['name']);
