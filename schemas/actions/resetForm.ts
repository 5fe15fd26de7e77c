import { about, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const resetForm = actionKind('resetForm', 'reset form', {
  fields: about({ type: 'array', items: name }, 'The fields to empty, e.g. [smsCode]; all of them when left out.'),
});
