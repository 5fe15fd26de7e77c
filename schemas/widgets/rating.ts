import { actionList, expr, limit } from '../defs.ts';
import { widgetKind } from '../kind.ts';

/**
 * Stars 1..max. Sending with none picked toasts `prompt`; otherwise `onSubmit` runs with event.score, then
 * `onLow` below `threshold` or `onHigh` at or above it.
 */
export const rating = widgetKind('rating', 'rating widget', {
  title: expr,
  max: limit,
  threshold: limit,
  submit: expr,
  prompt: expr,
  onSubmit: actionList,
  onLow: actionList,
  onHigh: actionList,
}, ['max', 'threshold', 'submit', 'prompt']);
