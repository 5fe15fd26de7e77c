import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Expr } from '../../renderer/expr/ast.ts';
import { builtins } from '../../renderer/expr/builtins.ts';
import { evaluate, type ExpressionFunctions } from '../../renderer/expr/evaluate.ts';
import { ExpressionError } from '../../renderer/expr/ExpressionError.ts';
import { parseExpression } from '../../renderer/expr/parse.ts';
import { references } from '../../renderer/expr/references.ts';
import { vectors } from './vectors.ts';

function parseError(source: string): ExpressionError {
  try {
    parseExpression(source);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(source)} not to parse`);
}

/** Parses, then sends the AST through JSON as the build does, proving it is plain data. */
function compile(source: string): Expr {
  const ast = parseExpression(source);
  const shipped = JSON.parse(JSON.stringify(ast)) as Expr;
  expect(shipped).toStrictEqual(ast);
  return shipped;
}

describe('expression vectors', () => {
  it('cover enough ground', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(80);
    expect(vectors.filter((v) => 'error' in v).length).toBeGreaterThanOrEqual(15);
  });

  for (const v of vectors) {
    const name = JSON.stringify(v.source.length > 60 ? `${v.source.slice(0, 57)}...` : v.source);
    it(name, () => {
      if ('error' in v) {
        const error = parseError(v.source);
        expect(error.message).toContain(v.error);
        expect(error.column).toBe(v.column);
      } else {
        expect(evaluate(compile(v.source), v.data, builtins)).toStrictEqual(v.expect);
      }
    });
  }
});

describe('evaluate never throws on missing or odd data', () => {
  const odd: unknown[] = [undefined, null, 0, '', 'text', [], {}, Object.create(null), new Date(0), Symbol('s'), () => 1];
  const roots = ['app', 'const', 't', 'lang', 'query', 'state', 'data', 'form', 'item', 'index', 'result', 'event'];
  const sources = vectors.filter((v) => !('error' in v)).map((v) => v.source);

  it('for every vector expression with every namespace set to an odd value', () => {
    for (const source of sources) {
      const ast = compile(source);
      for (const x of odd) {
        const scope = Object.fromEntries(roots.map((root) => [root, x]));
        expect(() => evaluate(ast, scope, builtins)).not.toThrow();
      }
    }
  });

  it('for every builtin with odd arguments', () => {
    const calls = odd.flatMap((a) => odd.flatMap((b) => [[a], [a, b], [a, b, 'x'], [[a, b], 'k', b]]));
    for (const fn of Object.values(builtins) as ExpressionFunctions[string][]) {
      for (const args of calls) expect(() => fn(...args)).not.toThrow();
    }
  });
});

describe('onProblem', () => {
  const functions: ExpressionFunctions = {
    ...builtins,
    boom: () => {
      throw new Error('kaput');
    },
    money: (minor: unknown) => `$${Number(minor) / 100}`,
  };
  const run = (source: string) => {
    const problems: string[] = [];
    const value = evaluate(compile(source), {}, functions, (message) => problems.push(message));
    return { value, problems };
  };

  it('reports an unknown function and gives undefined', () => {
    expect(run('nope(1)')).toStrictEqual({ value: undefined, problems: ['unknown function "nope"'] });
  });

  it('reports a function that throws and carries on with undefined', () => {
    expect(run(`boom() ?? 'fallback'`)).toStrictEqual({ value: 'fallback', problems: ['function "boom" failed: kaput'] });
  });

  it('treats inherited names as unknown functions', () => {
    expect(run('constructor(1) ?? toString(2) ?? hasOwnProperty(3)').problems).toStrictEqual([
      'unknown function "constructor"',
      'unknown function "toString"',
      'unknown function "hasOwnProperty"',
    ]);
  });

  it('is not called for branches that short-circuit', () => {
    expect(run('false && nope()')).toStrictEqual({ value: false, problems: [] });
    expect(run(`true ? 'yes' : boom()`)).toStrictEqual({ value: 'yes', problems: [] });
  });

  it('passes evaluated arguments to app functions', () => {
    expect(run('money(12345)')).toStrictEqual({ value: '$123.45', problems: [] });
  });

  it('is optional', () => {
    expect(evaluate(compile('nope() ?? boom() ?? 1'), {}, functions)).toBe(1);
  });
});

describe('references', () => {
  const refs = (source: string) => references(parseExpression(source));

  it('keeps the static key prefix and stops at the first computed index', () => {
    expect(refs('data.init.orderList[0].title')).toStrictEqual({
      paths: [{ root: 'data', keys: ['init', 'orderList'] }],
      calls: [],
    });
  });

  it('treats quoted bracket keys as static', () => {
    expect(refs(`item['b-c'].d`).paths).toStrictEqual([{ root: 'item', keys: ['b-c', 'd'] }]);
  });

  it('finds paths inside computed indexes, calls, operators, lists and objects', () => {
    const source = `len(data.init.orderList[state.selected].tags) > 0 && !form.reason
      ? { title: t.complaint.title, all: [item.name, index] } : fmt(t.common.none)`;
    expect(refs(source)).toStrictEqual({
      paths: [
        { root: 'data', keys: ['init', 'orderList'] },
        { root: 'state', keys: ['selected'] },
        { root: 'form', keys: ['reason'] },
        { root: 't', keys: ['complaint', 'title'] },
        { root: 'item', keys: ['name'] },
        { root: 'index', keys: [] },
        { root: 't', keys: ['common', 'none'] },
      ],
      calls: ['len', 'fmt'],
    });
  });

  it('lists each path and call once, and member reads on call results are not paths', () => {
    expect(refs('first(x.list).name + first(x.list).id + x.list')).toStrictEqual({
      paths: [{ root: 'x', keys: ['list'] }],
      calls: ['first'],
    });
  });

  it('is empty for literals', () => {
    expect(refs(`1 + 'a'`)).toStrictEqual({ paths: [], calls: [] });
  });
});

describe('bundle boundary', () => {
  it('the browser modules never import the parser', () => {
    for (const file of ['ast.ts', 'evaluate.ts', 'builtins.ts']) {
      const text = readFileSync(new URL(`../../renderer/expr/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '\.\/(parse|ExpressionError|references)'/);
    }
  });
});
