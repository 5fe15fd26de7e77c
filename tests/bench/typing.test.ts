import { expect, test } from 'vitest';
import { charactersLost, TEXT, typingFigures } from '../../tools/bench/typing.ts';

test('characters lost: those of the text missing from the field, in order', () => {
  expect(TEXT).toHaveLength(200);
  expect(charactersLost(TEXT)).toBe(0);
  expect(charactersLost(TEXT.slice(12))).toBe(12);
  expect(charactersLost(TEXT.slice(0, 5) + TEXT.slice(8))).toBe(3);
  expect(charactersLost('')).toBe(200);
});

test('the per-keystroke figures count the keys typed after ready; characters lost count them all', () => {
  const ready = { at: 150, after: 166 };
  const keys: [number, number][] = [
    [100, 5],
    [110, 6],
    [160, 10],
    [170, 20],
    [180, 30],
  ];
  // Hydration's commit is never noted; a commit of a key before ready is left out with the key.
  const commits: [number, number][] = [
    [105, 40],
    [165, 1],
    [175, 1],
    [185, 1],
  ];
  const typed = { value: TEXT.slice(2), busyFromReady: 90, keysByReady: 197 };
  expect(typingFigures(typed, { ready, keys, commits })).toEqual({ beforeReady: 2, perKey: 20, components: 1, busyPerKey: 30, lost: 2 });
  // Ready after the last key: no per-keystroke figure, and the characters still count.
  expect(typingFigures({ ...typed, keysByReady: 200 }, { ready: { at: 500, after: 516 }, keys, commits })).toEqual({
    beforeReady: 5,
    lost: 2,
  });
});
