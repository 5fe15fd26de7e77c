import { about, actionList, expr, exprMap, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/**
 * Calls an endpoint. Inside the branches `result` holds success, code, message and data. A call that is still in
 * flight is never sent again.
 */
export const call = actionKind(
  'call',
  'call',
  {
    endpoint: name,
    payload: about(
      exprMap,
      'Fields sent with the call, each with its value, e.g. { orderId: query.orderId, problemDetail: form.problemDetail }.',
    ),
    loading: { ...expr, description: 'Text of a loading toast shown until the answer arrives.' },
    into: { ...name, description: 'Keep the answer data as data.<into> for the screen.' },
    quiet: { type: 'boolean', description: 'Do not toast the server message on failure (a branch handles it).' },
    onSuccess: about(actionList, 'Runs when the server says yes, with result.data, e.g. a toast and a navigate to the list.'),
    onFailure: about(
      actionList,
      'Runs when the call fails or the server says no, with result.code and result.message; without it the borrower sees the server message as a toast.',
    ),
    onCode: {
      type: 'object',
      propertyNames: { pattern: '^-?[0-9]+$', description: 'A response code such as 800006 or -1.' },
      additionalProperties: actionList,
      description: 'Runs for particular answer codes instead of onFailure, e.g. "800006": [{ type: openModal, modal: alreadyBound }].',
    },
  },
  ['endpoint'],
);
