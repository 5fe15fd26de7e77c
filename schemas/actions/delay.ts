import { about, limit } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Waits before the next action; cancelled when the borrower leaves the screen. */
export const delay = actionKind('delay', 'delay', { ms: about(limit, 'Milliseconds to wait, e.g. const.ratingModalDelayMs.') }, ['ms']);
