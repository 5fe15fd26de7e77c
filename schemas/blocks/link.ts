import { about, actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A text link: an external `href` (checked against app.allowedOrigins) or actions. */
export const link = blockKind(
  'link',
  'link',
  {
    text: about(expr, 'The words the borrower taps, e.g. t.promo.refreshCaptcha.'),
    href: about(expr, 'An outside address opened by a tap, e.g. app.privacyUrl; it must be one of app.allowedOrigins.'),
    actions: about(actionList, 'What a tap does instead of opening an address.'),
    icon: about(expr, 'A small picture before the words.'),
  },
  ['text'],
);
