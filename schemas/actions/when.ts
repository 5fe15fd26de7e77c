import { actionList, expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const when = actionKind('when', 'when', { if: expr, then: actionList, else: actionList }, ['if', 'then']);
