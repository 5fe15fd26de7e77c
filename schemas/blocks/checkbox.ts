import { about, expr, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const checkbox = blockKind(
  'checkbox',
  'checkbox',
  {
    name,
    label: about(expr, 'The text beside the box, e.g. t.promo.agree.'),
    default: about({ type: 'boolean' }, 'Ticked when the screen opens (true) or not (false, the default).'),
    rules,
  },
  ['name', 'label'],
);
