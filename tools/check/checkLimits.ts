import { pointerToPath } from './ajv.ts';
import type { FoundExpression } from './findExpressions.ts';
import { describeValue } from './describe.ts';
import type { Problem } from './problem.ts';
import { asRecord } from './screenIndex.ts';
import type { Path } from './yamlSource.ts';

/** Settings that are a largest allowed amount, and those that are a smallest (a rule's `value` by its rule). */
const MAXIMUMS = new Set(['maxLength', 'max']);
const MINIMUMS = new Set(['minLength', 'minItems']);
/** Counts and durations that cannot be negative. */
const AMOUNTS = new Set(['maxLength', 'max', 'minLength', 'minItems', 'fold', 'ms', 'timeout', 'threshold']);

interface Limit {
  path: Path;
  value: number;
  source: string;
  name: string;
}

/**
 * Limits must make sense: no negative amount, no maximum of zero or less, no minimum above the maximum it goes
 * with (a field's minLength rule and its maxLength, an upload's minItems and max, a rating's threshold and max).
 * A limit written as const.name is judged by the constant's value. Also checks pairs of constants named
 * somethingMin… and somethingMax….
 */
export function checkLimits(found: readonly FoundExpression[], data: Record<string, unknown>, constantsBroken: boolean): Problem[] {
  const constants = asRecord(data.constants);
  const problems: Problem[] = [];
  const byOwner = new Map<string, Limit[]>();
  for (const { pointer, source: written } of found) {
    const path = pointerToPath(pointer, data);
    const name = limitName(path);
    if (!name || !AMOUNTS.has(name)) continue;
    const source = String(written).trim();
    const constant = /^const\.([A-Za-z]\w*)$/.exec(source)?.[1];
    // Only a number or a constant is judged; a formula over data is known only on the borrower's screen.
    const value =
      typeof written === 'number'
        ? written
        : /^-?\d+(\.\d+)?$/.test(source)
          ? Number(source)
          : constant !== undefined && !constantsBroken
            ? constants[constant]
            : undefined;
    if (typeof value !== 'number') continue;
    const limit = { path, value, source, name };
    const owner = JSON.stringify(ownerOf(path));
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), limit]);
    const subject = describeValue(data, path);
    const is = source === String(value) || source === '' ? `is ${value}` : `is ${source}, which is ${value}`;
    if (!Number.isInteger(value)) problems.push({ path, message: `${subject} ${is}; it must be a whole number` });
    else if (MAXIMUMS.has(name) && value <= 0) problems.push({ path, message: `${subject} ${is}; a maximum must be at least 1` });
    else if (value < 0) problems.push({ path, message: `${subject} ${is}; it cannot be negative` });
  }
  for (const limits of byOwner.values()) {
    const max = limits.find((l) => MAXIMUMS.has(l.name));
    if (!max) continue;
    for (const min of limits.filter((l) => MINIMUMS.has(l.name) || l.name === 'threshold')) {
      if (min.value <= max.value) continue;
      const words = (l: Limit) => (l.source === String(l.value) ? String(l.value) : `${l.source} = ${l.value}`);
      const subject =
        min.path[min.path.length - 1] === 'value'
          ? `the ${min.name} rule of ${describeValue(data, ownerOf(min.path))}`
          : describeValue(data, min.path);
      problems.push({
        path: min.path,
        message: `${subject} (${words(min)}) is above the ${describeValue(data, max.path).replace(/ of .*/, '')} it goes with (${words(max)}); lower it or raise the maximum`,
      });
    }
  }
  if (!constantsBroken) problems.push(...checkConstantPairs(constants));
  return problems;
}

/** The setting a limit is for: the key itself, or for a rule such as `maxLength: { value: … }` the rule's name. */
function limitName(path: Path): string | undefined {
  const last = path[path.length - 1];
  if (last === 'value' && path[path.length - 3] === 'rules') return String(path[path.length - 2]);
  return typeof last === 'string' ? last : undefined;
}

/** The block or widget a limit belongs to, so a rule's minimum meets its field's maximum. */
function ownerOf(path: Path): Path {
  const rules = path.lastIndexOf('rules');
  return rules >= 0 && rules >= path.length - 3 ? path.slice(0, rules) : path.slice(0, -1);
}

/** `loanTermMinDays` above `loanTermMaxDays`. (That a `…Max…` constant is at least 1 the schema says.) */
function checkConstantPairs(constants: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(constants)) {
    if (typeof value !== 'number') continue;
    const maxName = name.replace(/Min(?=[A-Z]|$)/, 'Max');
    const max = constants[maxName];
    if (maxName !== name && typeof max === 'number' && value > max) {
      problems.push({
        path: ['constants', name],
        message: `constant ${name} (${value}) is above ${maxName} (${max}); lower it or raise ${maxName}`,
      });
    }
  }
  return problems;
}
