import type { ProbeRecord } from './probe.ts';

/**
 * The layout shift between a load's first draw and its ready: the scores of the shifts without input in the 500 ms
 * before them, from the frame after the first draw's up to and including ready's frame. 0 when both came in one
 * frame, or when either was not seen.
 */
export function layoutShiftBetween({ firstDraw, ready, shifts }: Pick<ProbeRecord, 'firstDraw' | 'ready' | 'shifts'>): number {
  if (!firstDraw || !ready) return 0;
  return shifts
    .filter(([at, , hadRecentInput]) => !hadRecentInput && at >= firstDraw.after && at < ready.after)
    .reduce((sum, [, value]) => sum + value, 0);
}
