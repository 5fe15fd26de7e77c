import { useEffect, useState } from 'react';
import { msUntilNextSecond } from './msUntilNextSecond.ts';
import { secondsLeft } from './secondsLeft.ts';

interface Shown {
  until: number | undefined;
  seconds: number;
  /** Milliseconds left when this target was first seen: how long the ring takes to empty. */
  spanMs: number;
}

function shownFor(until: number | undefined): Shown {
  const now = Date.now();
  const seconds = secondsLeft(until, now);
  return { until, seconds, spanMs: seconds > 0 ? (until ?? now) - now : 0 };
}

/**
 * The seconds left until `until` (epoch ms), re-computed from the clock on every tick rather than counted, so a
 * tab brought back from the background shows the right second at once. Ticks land on second boundaries; only the
 * component using the hook re-renders.
 */
export function useSecondsLeft(until: number | undefined): Shown {
  const [shown, setShown] = useState(() => shownFor(until));
  let current = shown;
  if (shown.until !== until) {
    // A new target shows its own count in this very render, not one render late.
    current = shownFor(until);
    setShown(current);
  }

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const now = Date.now();
      const seconds = secondsLeft(until, now);
      setShown((s) => (s.until === until && s.seconds === seconds ? s : { ...s, until, seconds }));
      if (seconds > 0 && until !== undefined) timer = setTimeout(tick, msUntilNextSecond(until, now));
    };
    tick();
    // Background tabs throttle timers: catch up as soon as the page is visible again.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [until]);

  return current;
}
