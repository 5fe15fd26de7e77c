import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { characterCount } from './characters.ts';

type Rules = NonNullable<BlockOf<'input'>['rules']>;
type Evaluate = (source: string | number | boolean | undefined) => unknown;

/** One rule of a field: true when the value passes it, else the message to show (possibly empty). */
export type FieldCheck = (value: unknown) => true | string;

const checkOf: { readonly [R in keyof Rules]-?: (rule: NonNullable<Rules[R]>, ev: Evaluate) => FieldCheck } = {
  // A pattern speaks for a filled field only, so an empty one gets the `required` message.
  pattern(rule, ev) {
    const pattern = new RegExp(toText(ev(rule.value)));
    const message = toText(ev(rule.message));
    return (value) => typeof value !== 'string' || value === '' || pattern.test(value) || message;
  },
  required(rule, ev) {
    const message = toText(ev(rule));
    return (value) => !isBlank(value) || message;
  },
  // Lengths count characters as people see them, like the field and its counter.
  minLength(rule, ev) {
    const min = toNumber(ev(rule.value)) ?? 0;
    const message = toText(ev(rule.message));
    return (value) => isBlank(value) || lengthOf(value) >= min || message;
  },
  maxLength(rule, ev) {
    const max = toNumber(ev(rule.value)) ?? Infinity;
    const message = toText(ev(rule.message));
    return (value) => lengthOf(value) <= max || message;
  },
  minItems(rule, ev) {
    const min = toNumber(ev(rule.value)) ?? 0;
    const message = toText(ev(rule.message));
    return (value) => (Array.isArray(value) ? value.length : 0) >= min || message;
  },
};

/**
 * A field's rules from pages.yaml as react-hook-form `validate` functions, in the order pages.yaml declares them
 * (react-hook-form reports the first that fails), with messages from the language pack.
 */
export function fieldRules(rules: Rules | undefined, ev: Evaluate): Record<string, FieldCheck> {
  const checks: Record<string, FieldCheck> = {};
  for (const [name, rule] of Object.entries(rules ?? {}) as [keyof Rules, never][]) {
    if (rule !== undefined && Object.hasOwn(checkOf, name)) checks[name] = checkOf[name](rule, ev);
  }
  return checks;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? characterCount(value) : 0;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}
