import { actionList, blockList, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A group of blocks laid out in a column or a row; `anchor` makes it a target for scrollTo. */
export const stack = blockKind('stack', 'group', {
  blocks: blockList,
  direction: { enum: ['column', 'row'] },
  variant: { enum: ['plain', 'card', 'section', 'header', 'footer', 'bar', 'sticky'] },
  align: { enum: ['start', 'center', 'end', 'stretch'] },
  justify: { enum: ['start', 'center', 'end', 'between'] },
  gap: { type: 'integer', minimum: 0, maximum: 48 },
  anchor: name,
  onTap: actionList,
}, ['blocks']);
