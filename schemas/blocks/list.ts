import { actionList, blockList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Blocks repeated for every element of `items`; inside, `item` is the element and `index` its position. */
export const list = blockKind('list', 'list', {
  items: expr,
  blocks: blockList,
  onTap: actionList,
  selected: { ...expr, description: 'True for the element shown as selected.' },
  empty: { ...expr, description: 'Text shown when the list is empty.' },
  layout: {
    enum: ['column', 'row', 'grid', 'tags', 'cards', 'tiles'],
    description: 'tiles: one per line on a phone, side by side as the window widens.',
  },
}, ['items', 'blocks']);
