import { about } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const divider = blockKind('divider', 'divider', {
  space: about({ enum: ['small', 'medium', 'large'] }, 'Room above and below the line; medium by default.'),
});
