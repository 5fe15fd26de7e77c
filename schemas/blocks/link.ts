import { actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A text link: an external `href` (checked against app.allowedOrigins) or actions. */
export const link = blockKind('link', 'link', {
  text: expr,
  href: expr,
  actions: actionList,
  icon: expr,
}, ['text']);
