import { actionList, blockList, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A group of blocks laid out in a column or a row; `anchor` makes it a target for scrollTo. */
export const stack = blockKind('stack', 'group', {
  blocks: blockList,
  direction: {
    enum: ['column', 'row', 'responsive'],
    description: 'responsive: a column on phones, a row of equal columns on windows at least 768px wide.',
  },
  variant: {
    enum: ['plain', 'card', 'section', 'header', 'footer', 'bar', 'sticky', 'topbar'],
    description: 'sticky stays at the bottom of the screen, topbar at the top, while the page scrolls.',
  },
  align: { enum: ['start', 'center', 'end', 'stretch'] },
  justify: { enum: ['start', 'center', 'end', 'between'] },
  gap: { type: 'integer', minimum: 0, maximum: 48 },
  anchor: name,
  onTap: actionList,
}, ['blocks']);
