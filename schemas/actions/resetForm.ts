import { name } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const resetForm = actionKind('resetForm', 'reset form', { fields: { type: 'array', items: name } });
