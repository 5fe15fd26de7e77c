import { expect, test } from 'vitest';
import { builtins } from '../../renderer/expr/builtins.ts';
import { createEvaluator } from '../../renderer/expr/createEvaluator.ts';
import { parseExpression } from '../../renderer/expr/parse.ts';

const table = (...sources: string[]) => Object.fromEntries(sources.map((source) => [source, parseExpression(source)]));

test('a screen reads its own table first, then the shared one; a plain path the build left out is built', () => {
  const own = { 'a + 1': parseExpression('a + 2') };
  const evaluate = createEvaluator({
    exprs: [own, table('a + 1', 'a * 10')],
    roots: () => ({ a: 1, data: { user: { name: 'Ana' } } }),
    functions: builtins,
    report: () => {},
  });
  expect(evaluate('a + 1')).toBe(3);
  expect(evaluate('a * 10')).toBe(10);
  expect(evaluate('data.user.name')).toBe('Ana');
  expect(evaluate(7)).toBe(7);
  expect(evaluate(false)).toBe(false);
  expect(evaluate(undefined)).toBeUndefined();
});

test('the roots are asked at each evaluation, and the locals where an expression stands join them', () => {
  let count = 1;
  const evaluate = createEvaluator({
    exprs: [table('count + 1', 'item + count')],
    roots: () => ({ count }),
    functions: builtins,
    report: () => {},
  });
  expect(evaluate('count + 1')).toBe(2);
  count = 5;
  expect(evaluate('count + 1')).toBe(6);
  expect(evaluate('item + count', { item: 10 })).toBe(15);
  expect(evaluate('item + count')).toBeUndefined();
});

test('an expression the build did not compile, or one that fails, is reported with its source, never thrown', () => {
  const said: string[] = [];
  const evaluate = createEvaluator({
    exprs: [table('nope(1)')],
    roots: () => ({}),
    functions: builtins,
    report: (message) => said.push(message),
  });
  expect(evaluate('1 +')).toBeUndefined();
  expect(evaluate('nope(1)')).toBeUndefined();
  expect(said).toEqual(['expression "1 +" was not compiled', 'nope(1): unknown function "nope"']);
});
