import { expr, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Sends an event on the app's event bus; screens listen with `on`. */
export const emit = actionKind('emit', 'emit event', { event: name, payload: expr }, ['event']);
