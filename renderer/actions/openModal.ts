import type { ActionOf } from '../../schemas/types.ts';
import type { ActionHandler } from './types.ts';

export const openModal: ActionHandler<ActionOf<'openModal'>> = (action, { screen }) => {
  screen.store.set((v) => (v.modals.includes(action.modal) ? v : { ...v, modals: [...v.modals, action.modal] }));
};
