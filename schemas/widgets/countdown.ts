import { about, actionList, expr } from '../defs.ts';
import { widgetKind } from '../kind.ts';

/**
 * Counts down to the timestamp `until` (milliseconds, e.g. state.smsUntil). As a button it shows `running` with
 * event.seconds while counting and `idle` after, and runs `onTap` only when idle (`onTapWhileRunning` while counting);
 * as a ring it animates.
 */
export const countdown = widgetKind(
  'countdown',
  'countdown widget',
  {
    until: about(expr, 'When the count ends, as a timestamp in milliseconds, e.g. state.smsUntil.'),
    display: about(
      { enum: ['button', 'ring', 'text'] },
      'button: a Get code button that counts; ring: an animated circle; text: just the seconds.',
    ),
    running: about(expr, 'What the button says while counting, with event.seconds, e.g. fmt(t.promo.resendIn, event.seconds).'),
    idle: about(expr, 'What the button says when it can be tapped, e.g. t.promo.getCode.'),
    onTap: about(actionList, 'What a tap does when not counting, e.g. send the SMS code and set state.smsUntil.'),
    onTapWhileRunning: { ...actionList, description: 'Runs on a tap while counting (e.g. a "please wait" toast), with event.seconds.' },
    onDone: about(actionList, 'Runs when the count reaches zero.'),
  },
  ['until'],
);
