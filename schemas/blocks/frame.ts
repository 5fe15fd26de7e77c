import { expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** An embedded page; its URL must match app.allowedOrigins. */
export const frame = blockKind('frame', 'embedded frame', {
  src: expr,
  title: expr,
  height: { type: 'integer', minimum: 100 },
}, ['src', 'title']);
