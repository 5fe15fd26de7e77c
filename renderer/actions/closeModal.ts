import type { ActionOf } from '../../schemas/types.ts';
import { dropModalEntry } from '../screen/modalHistory.ts';
import type { ActionHandler } from './types.ts';

/** Closes the named modal, or the one opened last, and takes back its history entry before the next action runs. */
export const closeModal: ActionHandler<ActionOf<'closeModal'>> = async (action, { screen }) => {
  const open = screen.store.get().modals;
  const closing = action.modal === undefined ? open.slice(-1) : open.filter((m) => m === action.modal);
  if (closing.length === 0) return;
  screen.store.set((v) => ({ ...v, modals: v.modals.filter((m) => !closing.includes(m)) }));
  for (const id of closing) await dropModalEntry(id);
};
