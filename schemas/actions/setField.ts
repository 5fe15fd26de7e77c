import { about, expr, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const setField = actionKind(
  'setField',
  'set field',
  { name, value: about(expr, 'The new value of the field, e.g. "\'\'" to empty it.') },
  ['name', 'value'],
);
