import { name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Closes the named modal, or the top one when no name is given. */
export const closeModal = actionKind('closeModal', 'close modal', { modal: name });
