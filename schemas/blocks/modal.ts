import { actionList, blockList, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A modal dialog, opened by the openModal action with its `id`. */
export const modal = blockKind('modal', 'modal', {
  id: name,
  blocks: blockList,
  dismissible: { type: 'boolean' },
  position: { enum: ['center', 'bottom'] },
  onClose: actionList,
}, ['id', 'blocks']);
