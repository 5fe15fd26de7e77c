import { describe, expect, it } from 'vitest';
import { nextRadio } from '../../renderer/blocks/nextRadio.ts';

describe('nextRadio', () => {
  it('steps with the arrows, wrapping around: down the list, or up the scale of stars', () => {
    expect(nextRadio('ArrowRight', 1, 5)).toBe(2);
    expect(nextRadio('ArrowDown', 4, 5)).toBe(0);
    expect(nextRadio('ArrowLeft', 1, 5)).toBe(0);
    expect(nextRadio('ArrowUp', 0, 5)).toBe(4);
    expect(nextRadio('ArrowUp', 1, 5, true)).toBe(2);
    expect(nextRadio('ArrowDown', 1, 5, true)).toBe(0);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextRadio('Home', 3, 5)).toBe(0);
    expect(nextRadio('End', 0, 5)).toBe(4);
    expect(nextRadio('Enter', 2, 5)).toBeUndefined();
    expect(nextRadio('a', 2, 5)).toBeUndefined();
  });
});
