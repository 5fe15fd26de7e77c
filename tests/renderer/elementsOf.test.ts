import { expect, test } from 'vitest';
import { elementsOf } from '../../renderer/blocks/elementsOf.ts';

test('a list block draws the elements that are there: none for null, missing or not a list, and no null element', () => {
  expect(elementsOf(null)).toEqual([]);
  expect(elementsOf(undefined)).toEqual([]);
  expect(elementsOf({ length: 2 })).toEqual([]);
  expect(elementsOf('ab')).toEqual([]);
  expect(elementsOf([null, { id: 1 }, undefined, 0, '', false])).toEqual([{ id: 1 }, 0, '', false]);
});
