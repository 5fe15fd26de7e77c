import { about, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Checks the named fields in order; the first problem is shown as a toast and the remaining actions stop. */
export const validate = actionKind(
  'validate',
  'validate',
  {
    fields: about({ type: 'array', items: name, minItems: 1 }, 'The fields to check, in order, e.g. [phone, imgValidate].'),
  },
  ['fields'],
);
