import { about, expr, limit, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const input = blockKind(
  'input',
  'input field',
  {
    name,
    inputType: about({ enum: ['text', 'tel', 'email', 'number', 'password'] }, 'Which keyboard a phone shows: tel and number give digits.'),
    label: about(expr, 'The text above the field, e.g. t.promo.phone.'),
    placeholder: about(expr, 'Grey hint inside the empty field, e.g. fmt(t.promo.phonePlaceholder, const.phoneMaxLength).'),
    default: about(expr, 'The value already filled in when the screen opens, e.g. query.phone.'),
    maxLength: about(limit, 'Most characters the borrower can type, e.g. const.phoneMaxLength.'),
    autocomplete: about({ type: 'string' }, 'Lets the phone fill it in, e.g. tel or one-time-code (the SMS code).'),
    disabled: about(expr, 'When true the field shows its value but cannot be changed.'),
    rules,
  },
  ['name'],
);
