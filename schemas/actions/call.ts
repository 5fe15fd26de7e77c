import { actionList, expr, exprMap, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/**
 * Calls an endpoint. Inside the branches `result` holds success, code, message and data. A call that is still in
 * flight is never sent again.
 */
export const call = actionKind('call', 'call', {
  endpoint: name,
  payload: exprMap,
  loading: { ...expr, description: 'Text of a loading toast shown until the answer arrives.' },
  into: { ...name, description: 'Keep the answer data as data.<into> for the screen.' },
  quiet: { type: 'boolean', description: 'Do not toast the server message on failure (a branch handles it).' },
  onSuccess: actionList,
  onFailure: actionList,
  onCode: { type: 'object', propertyNames: { pattern: '^-?[0-9]+$', description: 'A response code such as 800006 or -1.' }, additionalProperties: actionList },
}, ['endpoint']);
