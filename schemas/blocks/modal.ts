import { about, actionList, blockList, name } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** A modal dialog, opened by the openModal action with its `id`. */
export const modal = blockKind(
  'modal',
  'modal',
  {
    id: name,
    blocks: about(blockList, 'What the dialog shows, e.g. a heading, a text and a button.'),
    dismissible: about({ type: 'boolean' }, 'true: a tap outside or the back gesture closes it; false: the borrower must use its buttons.'),
    position: about({ enum: ['center', 'bottom'] }, 'center of the screen, or a sheet rising from the bottom.'),
    onClose: about(actionList, 'Runs when it closes, however it was closed.'),
  },
  ['id', 'blocks'],
);
