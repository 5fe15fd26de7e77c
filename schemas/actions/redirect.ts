import { actionList, expr, exprMap } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Follows a URL that came from the server, only if it matches app.allowedOrigins. */
export const redirect = actionKind('redirect', 'redirect', {
  url: expr,
  query: exprMap,
  replace: { type: 'boolean' },
  onRefused: {
    ...actionList,
    description: 'Runs instead of the generic "link not opened" toast when the URL is refused, e.g. to say what did happen.',
  },
}, ['url']);
