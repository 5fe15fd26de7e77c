import { about, exprMap } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const setState = actionKind(
  'setState',
  'set state',
  {
    values: about(exprMap, 'Screen state to change, each with its new value, e.g. { smsUntil: now() + const.smsCountdownSeconds * 1000 }.'),
  },
  ['values'],
);
