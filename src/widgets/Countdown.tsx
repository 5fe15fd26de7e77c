import { useContext, useEffect, useEffectEvent, useRef } from 'react';
import { LocalsContext, toNumber, toText, useEvaluator, useRun, useScreen, type WidgetComponent } from '../../renderer/index.ts';
import { useSecondsLeft } from './countdown/useSecondsLeft.ts';
import './countdown/countdown.css';

/**
 * Counts down to `until` (epoch ms; missing, 0 or past means idle). As a button (the default) it shows `running`
 * with event.seconds while counting and `idle` otherwise, and runs `onTap` only when idle (`onTapWhileRunning`,
 * with event.seconds, while counting, e.g. to say "please wait"); as a ring it empties
 * over the time left with the seconds in its middle; as text it shows the running text. `onDone` runs once when
 * the count reaches 0 by itself, not when `until` is reset.
 */
export const Countdown: WidgetComponent<'countdown'> = ({ block }) => {
  const ev = useEvaluator(block);
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const { busy, run } = useRun();
  const until = toNumber(ev(block.until));
  const { seconds, spanMs } = useSecondsLeft(until);
  const counting = seconds > 0;

  const countedTo = useRef<number | undefined>(undefined);
  // onDone runs with the screen as it is when the count ends, not as it was when the count began.
  const done = useEffectEvent(() => void screen.run(block.onDone, { ...locals, event: { seconds: 0 } }));
  useEffect(() => {
    if (seconds > 0) {
      countedTo.current = until;
      return;
    }
    const reached = countedTo.current !== undefined && countedTo.current === until;
    countedTo.current = undefined;
    // Only when the count reaches 0 by itself, not when `until` is reset.
    if (reached) done();
  }, [seconds, until]);

  const display = block.display ?? 'button';
  const idle = block.idle === undefined ? '' : toText(ev(block.idle));
  const running =
    block.running === undefined || display === 'ring'
      ? String(seconds)
      : toText(screen.evaluate(block.running, { ...locals, event: { seconds } }));
  const text = counting ? running : idle;

  if (display === 'text')
    return (
      <span className="w-countdown-text" role="timer">
        {text}
      </span>
    );
  if (display === 'ring') {
    return (
      <div className="w-countdown-ring" role="timer">
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle className="w-countdown-track" cx="50" cy="50" r="44" pathLength="100" />
          {counting && (
            <circle
              key={until}
              className="w-countdown-progress"
              cx="50"
              cy="50"
              r="44"
              pathLength="100"
              style={{ animationDuration: `${spanMs}ms` }}
            />
          )}
        </svg>
        <span className="w-countdown-ring-text">{text}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`r-button r-button-secondary w-countdown-button${counting ? ' w-countdown-counting' : ''}`}
      // A tap while counting does nothing unless onTapWhileRunning answers it, so only then is it still a live button.
      aria-disabled={counting && !block.onTapWhileRunning}
      aria-busy={busy}
      onClick={() => {
        if (busy) return;
        if (counting) void run(block.onTapWhileRunning, { event: { seconds } });
        else void run(block.onTap);
      }}
    >
      {text}
    </button>
  );
};
