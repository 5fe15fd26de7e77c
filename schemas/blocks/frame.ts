import { about, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** An embedded page; its URL must match app.allowedOrigins. */
export const frame = blockKind(
  'frame',
  'embedded frame',
  {
    src: about(expr, 'The address of the page shown inside, e.g. data.pay.url; it must be one of app.allowedOrigins.'),
    title: about(expr, 'What a screen reader announces for the frame, e.g. t.pay.frameTitle.'),
    height: about({ type: 'integer', minimum: 100 }, 'Height in pixels, e.g. 600.'),
  },
  ['src', 'title'],
);
