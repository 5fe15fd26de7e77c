import { characterCount } from '../blocks/characters.ts';
import { getMember, isPlainObject, looseEquals, toNumber, toText, type ExpressionFunctions } from './evaluate.ts';
import { round } from './round.ts';

// Every builtin is total: bad input gives undefined, '' or false, never an exception, because a
// person's screen must still render when a data source returns something unexpected.

/** A text's length counts characters as people see them, the same way as field counters and limits. */
function len(x: unknown): number {
  if (typeof x === 'string') return characterCount(x);
  if (Array.isArray(x)) return x.length;
  return isPlainObject(x) ? Object.keys(x).length : 0;
}

function fmt(template: unknown, ...args: unknown[]): string {
  if (typeof template !== 'string') return '';
  const named = args.length === 1 && isPlainObject(args[0]) ? args[0] : undefined;
  return template.replace(/\{([A-Za-z0-9_$]+)\}/g, (_, key: string) =>
    toText(/^\d+$/.test(key) ? args[Number(key)] : getMember(named, key)),
  );
}

function join(list: unknown, separator: unknown): string {
  if (!Array.isArray(list)) return '';
  return list.map((item: unknown) => toText(item)).join(typeof separator === 'string' ? separator : ', ');
}

function num(x: unknown): number | undefined {
  if (typeof x === 'boolean') return x ? 1 : 0;
  return toNumber(x);
}

function int(x: unknown): number | undefined {
  const n = typeof x === 'number' ? Math.trunc(x) : typeof x === 'string' ? parseInt(x, 10) : NaN;
  // "|| 0" turns -0 into 0 so it prints and compares like the 0 people expect.
  return Number.isFinite(n) ? n || 0 : undefined;
}

function empty(x: unknown): boolean {
  if (x === null || x === undefined) return true;
  if (typeof x === 'string') return x.trim() === '';
  if (Array.isArray(x)) return x.length === 0;
  return isPlainObject(x) && Object.keys(x).length === 0;
}

function includes(haystack: unknown, needle: unknown): boolean {
  if (Array.isArray(haystack)) return haystack.some((item: unknown) => looseEquals(item, needle));
  if (typeof haystack !== 'string') return false;
  return (typeof needle === 'string' || typeof needle === 'number') && haystack.includes(String(needle));
}

function slice(x: unknown, start: unknown, end?: unknown): unknown {
  if (typeof x !== 'string' && !Array.isArray(x)) return undefined;
  return x.slice(int(start) ?? 0, int(end));
}

function numbers(args: unknown[]): number[] {
  const values: unknown[] = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  return values.map((v) => toNumber(v)).filter((n): n is number => n !== undefined);
}

function min(...args: unknown[]): number | undefined {
  return numbers(args).reduce<number | undefined>((m, n) => (m === undefined || n < m ? n : m), undefined);
}

function max(...args: unknown[]): number | undefined {
  return numbers(args).reduce<number | undefined>((m, n) => (m === undefined || n > m ? n : m), undefined);
}

/** The generic functions every expression can call. The app adds money, amount, date and datetime. */
export const builtins = {
  len,
  fmt,
  join,
  str: (x: unknown) => toText(x),
  num,
  int,
  empty,
  includes,
  upper: (x: unknown) => toText(x).toUpperCase(),
  lower: (x: unknown) => toText(x).toLowerCase(),
  trim: (x: unknown) => toText(x).trim(),
  slice,
  first: (list: unknown) => (Array.isArray(list) ? (list[0] as unknown) : undefined),
  last: (list: unknown) => (Array.isArray(list) ? (list.at(-1) as unknown) : undefined),
  pluck: (list: unknown, key: unknown) => (Array.isArray(list) ? list.map((item: unknown) => getMember(item, key)) : undefined),
  find: (list: unknown, key: unknown, value: unknown) =>
    Array.isArray(list) ? (list.find((item: unknown) => looseEquals(getMember(item, key), value)) as unknown) : undefined,
  min,
  max,
  round,
  keys: (obj: unknown) => (isPlainObject(obj) ? Object.keys(obj) : undefined),
  concat: (...args: unknown[]) => args.map((x) => toText(x)).join(''),
} satisfies ExpressionFunctions;
