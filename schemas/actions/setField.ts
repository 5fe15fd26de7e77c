import { expr, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const setField = actionKind('setField', 'set field', { name, value: expr }, ['name', 'value']);
