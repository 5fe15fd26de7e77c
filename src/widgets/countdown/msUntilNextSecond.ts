/**
 * Milliseconds from `now` until the count shown by `secondsLeft` next changes, so a tick lands on the boundary
 * instead of drifting; 0 once `until` has passed.
 */
export function msUntilNextSecond(until: number, now: number): number {
  const left = until - now;
  if (!(left > 0)) return 0;
  return left % 1000 || 1000;
}
