import { about, expr, name, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Picks a file on the device without sending it anywhere; a picked image shows as a preview. */
export const filePicker = blockKind(
  'filePicker',
  'file picker',
  {
    name,
    label: about(expr, 'The text above the picker, e.g. t.preview.pickLabel.'),
    button: { ...expr, description: 'Text of the pick button.' },
    accept: { type: 'string', description: 'File types, e.g. image/*.' },
    capture: { enum: ['user', 'environment'], description: 'On phones, open the front or back camera directly.' },
    rules,
  },
  ['name', 'button'],
);
