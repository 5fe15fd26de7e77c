import { describe, expect, it } from 'vitest';
import { ratingOutcome } from '../../src/widgets/rating/ratingOutcome.ts';
import { starCount } from '../../src/widgets/rating/starCount.ts';

describe('ratingOutcome', () => {
  it('takes the low branch below the threshold and the high one at or above it', () => {
    expect([1, 2, 3, 4, 5].map((score) => ratingOutcome(score, 4))).toEqual(['low', 'low', 'low', 'high', 'high']);
    expect(ratingOutcome(1, 1)).toBe('high');
    expect(ratingOutcome(9, 10)).toBe('low');
  });
});

describe('starCount', () => {
  it('draws a whole number of stars from 1, and none for a value that is not one', () => {
    expect(starCount(5)).toBe(5);
    expect(starCount(1)).toBe(1);
    expect(starCount(undefined)).toBe(0);
    expect(starCount(0)).toBe(0);
    expect(starCount(-3)).toBe(0);
    expect(starCount(4.5)).toBe(0);
  });

  it('keeps a runaway value to a row a phone can show', () => {
    expect(starCount(1e9)).toBe(10);
  });
});
