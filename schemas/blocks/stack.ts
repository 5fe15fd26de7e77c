import { about, actionList, blockList, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A group of blocks laid out in a column or a row; `anchor` makes it a target for scrollTo. */
export const stack = blockKind(
  'stack',
  'group',
  {
    blocks: about(blockList, 'The blocks in the group, e.g. an input and its countdown button side by side.'),
    direction: {
      enum: ['column', 'row', 'responsive'],
      description: 'responsive: a column on phones, a row of equal columns on windows at least 768px wide.',
    },
    variant: {
      enum: ['plain', 'card', 'section', 'header', 'footer', 'bar', 'sticky', 'topbar'],
      description: 'sticky stays at the bottom of the screen, topbar at the top, while the page scrolls.',
    },
    align: about(
      { enum: ['start', 'center', 'end', 'stretch'] },
      'Where the blocks sit across the group, e.g. end lines a field and its button up at the bottom.',
    ),
    justify: about(
      { enum: ['start', 'center', 'end', 'between'] },
      'Where the blocks sit along the group; between spreads them to both ends.',
    ),
    gap: about({ type: 'integer', minimum: 0, maximum: 48 }, 'Room between the blocks in pixels, e.g. 12.'),
    anchor: name,
    onTap: about(actionList, 'What a tap anywhere on the group does, e.g. open a detail screen.'),
  },
  ['blocks'],
);
