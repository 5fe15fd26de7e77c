import { actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const image = blockKind('image', 'image', {
  src: expr,
  alt: expr,
  width: { type: 'integer', minimum: 1 },
  height: { type: 'integer', minimum: 1 },
  fit: { enum: ['cover', 'contain'] },
  shape: { enum: ['square', 'rounded', 'round'] },
  onTap: actionList,
}, ['src', 'alt']);
