import { exprMap } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** A message to the native app shell; outside the app a web fallback runs. */
export const native = actionKind('native', 'native message', {
  action: {
    enum: ['to', 'closeWebview', 'toP', 'toHome', 'toMine', 'offToLogin', 'callTelephone', 'toRate',
      'confirmBurialPoint', 'startBank', 'endBank'],
  },
  payload: exprMap,
}, ['action']);
