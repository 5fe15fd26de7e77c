import { about, expr, name } from '../defs.ts';
import { actionKind } from '../kind.ts';

/** Sends an event on the app's event bus; screens listen with `on`. */
export const emit = actionKind(
  'emit',
  'emit event',
  { event: name, payload: about(expr, 'What the listeners get as event, e.g. { phone: form.phone }.') },
  ['event'],
);
