import { about, blockList, expr, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Tabs over a list; the index of the chosen tab is kept in screen state `state`, and `item` is the chosen tab. */
export const tabs = blockKind(
  'tabs',
  'tabs',
  {
    items: about(expr, 'The tabs, e.g. data.init.channels.'),
    label: about(expr, 'What each tab says (item is the tab), e.g. item.name.'),
    state: name,
    blocks: about(blockList, 'What the chosen tab shows; item is that tab.'),
    empty: { ...expr, description: 'Text shown when there are no tabs (the server sent none, or null).' },
  },
  ['items', 'label', 'state', 'blocks'],
);
