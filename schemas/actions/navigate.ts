import { about, exprMap, name, paramName } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Goes to another screen of the app. */
export const navigate = actionKind(
  'navigate',
  'navigate',
  {
    to: name,
    query: about(exprMap, 'URL parameters for the next screen, e.g. { orderId: item.orderId }.'),
    carryQuery: {
      description: 'true to carry every query parameter of this page, or a list of the ones to carry.',
      oneOf: [{ type: 'boolean' }, { type: 'array', items: paramName }],
    },
    replace: about({ type: 'boolean' }, "true: the borrower's back button skips this screen, e.g. after a form is sent."),
  },
  ['to'],
);
