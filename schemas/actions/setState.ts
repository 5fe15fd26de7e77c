import { exprMap } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const setState = actionKind('setState', 'set state', { values: exprMap }, ['values']);
