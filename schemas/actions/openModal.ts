import { name } from '../defs.ts';
import { actionKind } from '../kind.ts';

export const openModal = actionKind('openModal', 'open modal', { modal: name }, ['modal']);
