import { describeError } from '../runtime/describeError.ts';
import type { BinaryOp, Expr } from './ast.ts';

/** The functions an expression may call, by name: the builtins plus what the app registers (money, date…). */
export type ExpressionFunctions = Readonly<Record<string, (...args: unknown[]) => unknown>>;

// Reading these would reach into the JavaScript machinery instead of the page's data.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
// Decimal only, so "0x1F", "Infinity" and "" stay text instead of silently becoming numbers.
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** True for `{}`-style objects (JSON data, object literals), false for arrays, dates, class instances. */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/**
 * Safe member read: own properties of plain objects and arrays, and `length` of strings and arrays.
 * Anything else, including `__proto__`, `constructor` and `prototype`, gives undefined.
 */
export function getMember(obj: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  if (typeof obj === 'string') return key === 'length' ? obj.length : undefined;
  if (!(Array.isArray(obj) || isPlainObject(obj)) || FORBIDDEN.has(String(key))) return undefined;
  return Object.hasOwn(obj, key) ? (obj as Record<PropertyKey, unknown>)[key] : undefined;
}

/** A finite number from a number or a decimal numeric string (trimmed); otherwise undefined. */
export function toNumber(x: unknown): number | undefined {
  if (typeof x === 'number') return Number.isFinite(x) ? x : undefined;
  if (typeof x !== 'string' || !NUMERIC.test(x.trim())) return undefined;
  const n = Number(x.trim());
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Text for display: null/undefined → '', numbers and booleans as JavaScript writes them, lists joined with
 * commas; objects give '' rather than "[object Object]" on a person's screen.
 */
export function toText(x: unknown): string {
  if (typeof x === 'string') return x;
  if (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'bigint') return String(x);
  if (Array.isArray(x)) return x.map((v: unknown) => (Array.isArray(v) ? '' : toText(v))).join(',');
  return '';
}

/**
 * The `==` of the language, "loose for codes": a number equals a string holding the same decimal number
 * (`0 == "00"`), null equals undefined, and everything else must be strictly equal (`"0" == "00"` is false).
 */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'number' && typeof b === 'string') return a === toNumber(b);
  if (typeof a === 'string' && typeof b === 'number') return toNumber(a) === b;
  return a === b;
}

function finite(n: number): number | undefined {
  return Number.isFinite(n) ? n : undefined;
}

function arithmetic(op: BinaryOp, a: unknown, b: unknown): number | undefined {
  const x = toNumber(a);
  const y = toNumber(b);
  if (x === undefined || y === undefined) return undefined;
  // Division by zero and overflow give "nothing" rather than Infinity or NaN on screen.
  if (op === '+') return finite(x + y);
  if (op === '-') return finite(x - y);
  if (op === '*') return finite(x * y);
  if (op === '/') return finite(x / y);
  return finite(x % y);
}

function order<T extends number | string>(op: BinaryOp, x: T, y: T): boolean {
  if (op === '<') return x < y;
  if (op === '<=') return x <= y;
  if (op === '>') return x > y;
  return x >= y;
}

function compare(op: BinaryOp, a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return order(op, a, b);
  const x = toNumber(a);
  const y = toNumber(b);
  return x !== undefined && y !== undefined && order(op, x, y);
}

function operate(op: BinaryOp, a: unknown, b: unknown): unknown {
  switch (op) {
    case '==':
      return looseEquals(a, b);
    case '!=':
      return !looseEquals(a, b);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(op, a, b);
    case '+':
      if (typeof a === 'string' || typeof b === 'string') return toText(a) + toText(b);
      return typeof a === 'number' && typeof b === 'number' ? finite(a + b) : undefined;
    default:
      return arithmetic(op, a, b);
  }
}

/**
 * Evaluates a parsed expression in the browser. Never throws for missing or odd data: a read on
 * null/undefined gives undefined. An unknown function or one that throws gives undefined and is
 * reported through `onProblem`, so one bad expression cannot take a screen down.
 */
export function evaluate(
  expr: Expr,
  scope: Record<string, unknown>,
  functions: ExpressionFunctions,
  onProblem?: (message: string) => void,
): unknown {
  const call = (name: string, args: unknown[]): unknown => {
    const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (typeof fn !== 'function') {
      onProblem?.(`unknown function "${name}"`);
      return undefined;
    }
    try {
      return fn(...args);
    } catch (error) {
      onProblem?.(`function "${name}" failed: ${describeError(error)}`);
      return undefined;
    }
  };

  const run = (e: Expr): unknown => {
    switch (e.k) {
      case 'lit':
        return e.v;
      case 'id':
        return FORBIDDEN.has(e.name) || !Object.hasOwn(scope, e.name) ? undefined : scope[e.name];
      case 'get':
        return getMember(run(e.obj), run(e.key));
      case 'call':
        return call(e.fn, e.args.map(run));
      case 'arr':
        return e.items.map(run);
      case 'obj': {
        const out: Record<string, unknown> = {};
        // defineProperty, so a "__proto__" key is stored as data instead of changing the prototype.
        for (const [key, value] of e.entries) {
          Object.defineProperty(out, key, { value: run(value), enumerable: true, writable: true, configurable: true });
        }
        return out;
      }
      case 'un': {
        const x = run(e.x);
        return e.op === '!' ? !x : arithmetic('-', 0, x);
      }
      case 'bin': {
        const a = run(e.a);
        if (e.op === '&&') return a ? run(e.b) : a;
        if (e.op === '||') return a ? a : run(e.b);
        if (e.op === '??') return a ?? run(e.b);
        return operate(e.op, a, run(e.b));
      }
      case 'if':
        return run(e.test) ? run(e.yes) : run(e.no);
      default:
        return undefined;
    }
  };

  return run(expr);
}
