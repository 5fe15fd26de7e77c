import { expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Opens an external page (or a tel: / mailto: link), checked against app.allowedOrigins. */
export const openLink = actionKind('openLink', 'open link', {
  url: expr,
}, ['url']);
