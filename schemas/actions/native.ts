import { about, exprMap, productNames } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** A message to the native app shell; outside the app a web fallback runs. */
export const native = actionKind(
  'native',
  'native message',
  {
    action: productNames(
      'nativeActions',
      'What the app should do, e.g. closeWebview to return the borrower to the app, callTelephone to dial app.servicePhone.',
    ),
    payload: about(exprMap, 'Values the app needs for it, e.g. { phone: app.servicePhone }.'),
  },
  ['action'],
);
