import { actionList, expr, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Pick one option from a list; `item` is each option. `onChange` runs after a pick, with `event.value`. */
export const choice = blockKind('choice', 'choice list', {
  name,
  label: expr,
  options: expr,
  optionLabel: expr,
  optionValue: expr,
  layout: { enum: ['list', 'tags', 'radio'] },
  default: expr,
  rules,
  onChange: actionList,
}, ['name', 'options', 'optionLabel', 'optionValue']);
