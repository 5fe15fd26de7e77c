import { blockKind } from '../kind.ts';

export const divider = blockKind('divider', 'divider', {
  space: { enum: ['small', 'medium', 'large'] },
});
