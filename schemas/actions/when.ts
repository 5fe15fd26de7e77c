import { about, actionList, expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const when = actionKind(
  'when',
  'when',
  {
    if: about(expr, 'The condition, e.g. result.code == 11 or empty(state.sid).'),
    then: about(actionList, 'Runs when it is true.'),
    else: about(actionList, 'Runs when it is false.'),
  },
  ['if', 'then'],
);
