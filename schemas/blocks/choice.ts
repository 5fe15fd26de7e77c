import { about, actionList, expr, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Pick one option from a list; `item` is each option. `onChange` runs after a pick, with `event.value`. */
export const choice = blockKind(
  'choice',
  'choice list',
  {
    name,
    label: about(expr, 'The question above the options, e.g. t.complaint.typeLabel.'),
    options: about(expr, 'The list to pick from, usually from the server, e.g. data.init.problemTypes.'),
    optionLabel: about(expr, 'What the borrower reads for each option (item is the option), e.g. item.label.'),
    optionValue: about(expr, 'What is sent for the picked option, e.g. item.value.'),
    layout: about({ enum: ['list', 'tags', 'radio'] }, 'list: one option per line; tags: chips side by side; radio: round buttons.'),
    default: about(expr, 'The value picked when the screen opens, e.g. state.order.type.'),
    rules,
    onChange: about(actionList, 'Runs after each pick, with event.value, e.g. to set state or reload data.'),
  },
  ['name', 'options', 'optionLabel', 'optionValue'],
);
