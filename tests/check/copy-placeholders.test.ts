import { expect, test } from 'vitest';
import { builtins } from '../../renderer/expr/builtins.ts';
import { placeholderMismatch, placeholdersOf } from '../../tools/check/copyPlaceholders.ts';

test('the placeholders the checker compares are exactly the ones fmt fills', () => {
  const template = 'a {0} b {1} c {name} d {{app.name}} e {x.y} f {} g {0}';
  expect(placeholdersOf(template)).toEqual(['{0}', '{1}', '{name}']);
  const filled = builtins.fmt(template, 'A', 'B') as string;
  expect(filled).toBe('a A b B c  d {{app.name}} e {x.y} f {} g A');
  // Every placeholder the checker names is gone once fmt has filled it, and nothing else changed.
  expect(placeholdersOf(filled)).toEqual([]);
});

test('a mismatch names what is missing and what is extra, against which pack', () => {
  expect(placeholderMismatch('Hola {0}', 'Hello {0}', 'en')).toBeUndefined();
  expect(placeholderMismatch('Hola', 'Hello {0}', 'en')).toBe('has no {0}, which the en text has');
  expect(placeholderMismatch('Hola {1}', 'Hello {0}', 'en')).toBe(
    'has no {0}, which the en text has and has {1}, which the en text does not',
  );
});
