import { about, actionList, blockList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Blocks repeated for every element of `items`; inside, `item` is the element and `index` its position. */
export const list = blockKind(
  'list',
  'list',
  {
    items: about(expr, 'The elements to show, usually from the server, e.g. data.list.problems.'),
    blocks: about(
      blockList,
      'What is shown for each element; item is the element, index its position, e.g. - { type: text, text: item.title }.',
    ),
    onTap: about(
      actionList,
      'What a tap on an element does, with item, e.g. - { type: navigate, to: complaintDetails, query: { problemId: item.id } }.',
    ),
    selected: { ...expr, description: 'True for the element shown as selected.' },
    empty: { ...expr, description: 'Text shown when the list is empty, null or missing, e.g. t.complaint.listEmpty.' },
    layout: {
      enum: ['column', 'row', 'grid', 'tags', 'cards', 'tiles'],
      description: 'tiles: one per line on a phone, side by side as the window widens.',
    },
  },
  ['items', 'blocks'],
);
