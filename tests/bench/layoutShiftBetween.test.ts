import { expect, test } from 'vitest';
import { layoutShiftBetween } from '../../tools/bench/layoutShiftBetween.ts';

test("the layout shift between first draw and ready: from the frame after the first draw's through ready's, without input", () => {
  const firstDraw = { at: 100, after: 116 };
  const ready = { at: 300, after: 316 };
  const shifts: [number, number, boolean][] = [
    [110, 0.5, false], // the first draw's own frame: how the screen came, not a shift after it
    [200, 0.01, false],
    [250, 0.3, true], // within 500 ms of a key
    [310, 0.02, false], // ready's frame
    [320, 0.4, false], // after ready
  ];
  expect(layoutShiftBetween({ firstDraw, ready, shifts })).toBeCloseTo(0.03, 10);
  // Both moments in one frame: nothing lies between them.
  expect(layoutShiftBetween({ firstDraw, ready: firstDraw, shifts })).toBe(0);
  expect(layoutShiftBetween({ firstDraw, shifts })).toBe(0);
});
