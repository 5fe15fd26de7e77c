/**
 * Whole seconds left until `until` (epoch ms) at `now`, rounded up so the last second shows 1, not 0. No target
 * (undefined, 0) or one already passed gives 0: the countdown is idle.
 */
export function secondsLeft(until: number | undefined, now: number): number {
  if (until === undefined || !Number.isFinite(until) || until <= 0) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}
