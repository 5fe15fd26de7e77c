import { about, actionList, expr, exprMap } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Follows a URL that came from the server, only if it matches app.allowedOrigins. */
export const redirect = actionKind(
  'redirect',
  'redirect',
  {
    url: about(expr, 'The address from the server, e.g. result.data.checkoutUrl; it is only followed if it is in app.allowedOrigins.'),
    query: about(exprMap, 'Parameters added to it, e.g. { orderId: query.orderId }.'),
    replace: about({ type: 'boolean' }, 'true: the back button does not return to this screen.'),
    onRefused: about(
      actionList,
      'Runs instead of the general "link not opened" message when the address is refused, to tell the borrower what did happen, e.g. that the loan was requested, with a way to their loan details.',
    ),
  },
  ['url'],
);
