import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

/** Closes the named modal, or the one opened last. */
export const closeModal: ActionHandler<ActionOf<'closeModal'>> = (action, { screen }) => {
  screen.store.set((v) => ({
    ...v,
    modals: action.modal === undefined ? v.modals.slice(0, -1) : v.modals.filter((m) => m !== action.modal),
  }));
};
