import { actionList, expr } from '../defs.ts';
import { widgetKind } from '../kind.ts';

/**
 * Counts down to the timestamp `until` (milliseconds, e.g. state.smsUntil). As a button it shows `running` with
 * event.seconds while counting and `idle` after, and runs `onTap` only when idle (`onTapWhileRunning` while counting);
 * as a ring it animates.
 */
export const countdown = widgetKind('countdown', 'countdown widget', {
  until: expr,
  display: { enum: ['button', 'ring', 'text'] },
  running: expr,
  idle: expr,
  onTap: actionList,
  onTapWhileRunning: { ...actionList, description: 'Runs on a tap while counting (e.g. a "please wait" toast), with event.seconds.' },
  onDone: actionList,
}, ['until']);
