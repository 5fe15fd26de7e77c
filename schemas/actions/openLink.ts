import { about, expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Opens an external page (or a tel: / mailto: link), checked against app.allowedOrigins. */
export const openLink = actionKind(
  'openLink',
  'open link',
  {
    url: about(expr, "The address, e.g. fmt('tel:{0}', app.servicePhone); outside pages must be in app.allowedOrigins."),
  },
  ['url'],
);
