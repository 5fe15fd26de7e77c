import { describe, expect, it } from 'vitest';
import { msUntilNextSecond } from '../../src/widgets/countdown/msUntilNextSecond.ts';
import { secondsLeft } from '../../src/widgets/countdown/secondsLeft.ts';

const until = 1_700_000_060_000;

describe('secondsLeft', () => {
  it('rounds up, so the last second still shows 1 and the end shows 0', () => {
    expect(secondsLeft(until, until - 60_000)).toBe(60);
    expect(secondsLeft(until, until - 59_001)).toBe(60);
    expect(secondsLeft(until, until - 59_000)).toBe(59);
    expect(secondsLeft(until, until - 1)).toBe(1);
    expect(secondsLeft(until, until)).toBe(0);
  });

  it('comes from the clock, so a tab back from the background jumps to the right second', () => {
    expect(secondsLeft(until, until - 60_000 + 41_500)).toBe(19);
    expect(secondsLeft(until, until + 5_000)).toBe(0);
  });

  it('is idle without a target', () => {
    expect(secondsLeft(undefined, until)).toBe(0);
    expect(secondsLeft(0, until)).toBe(0);
    expect(secondsLeft(Number.NaN, until)).toBe(0);
  });
});

describe('msUntilNextSecond', () => {
  it('lands the next tick where the shown second changes', () => {
    expect(msUntilNextSecond(until, until - 60_000)).toBe(1000);
    expect(msUntilNextSecond(until, until - 59_700)).toBe(700);
    expect(msUntilNextSecond(until, until - 1)).toBe(1);
    const now = until - 12_345;
    expect(secondsLeft(until, now + msUntilNextSecond(until, now))).toBe(secondsLeft(until, now) - 1);
  });

  it('is 0 once the target has passed', () => {
    expect(msUntilNextSecond(until, until)).toBe(0);
    expect(msUntilNextSecond(until, until + 10)).toBe(0);
  });
});
