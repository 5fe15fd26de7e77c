import { expr } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Copies text to the clipboard and toasts `done`. */
export const copy = actionKind('copy', 'copy', { text: expr, done: expr }, ['text', 'done']);
