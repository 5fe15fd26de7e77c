import { actionKind } from '../kind.ts';

/** Ends the current list of actions. */
export const stop = actionKind('stop', 'stop', {});
