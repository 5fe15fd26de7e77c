import { exprMap, name, paramName } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Goes to another screen of the app. */
export const navigate = actionKind('navigate', 'navigate', {
  to: name,
  query: exprMap,
  carryQuery: {
    description: 'true to carry every query parameter of this page, or a list of the ones to carry.',
    oneOf: [{ type: 'boolean' }, { type: 'array', items: paramName }],
  },
  replace: { type: 'boolean' },
}, ['to']);
