import { blockList, expr, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Tabs over a list; the index of the chosen tab is kept in screen state `state`, and `item` is the chosen tab. */
export const tabs = blockKind('tabs', 'tabs', {
  items: expr,
  label: expr,
  state: name,
  blocks: blockList,
}, ['items', 'label', 'state', 'blocks']);
