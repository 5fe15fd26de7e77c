import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import type { FieldCheck } from '../screen/formKit.ts';
import { characters } from './characters.ts';

type Rules = NonNullable<BlockOf<'input'>['rules']>;

/**
 * A field's rules from pages.yaml as checks, in the order they are reported, with messages from the language pack.
 * A pattern speaks for a filled field only, so an empty one gets the `required` message.
 */
export function fieldRules(rules: Rules | undefined, ev: (source: string | number | boolean | undefined) => unknown): FieldCheck[] {
  if (!rules) return [];
  const checks: FieldCheck[] = [];
  if (rules.pattern) {
    const pattern = new RegExp(toText(ev(rules.pattern.value)));
    const message = toText(ev(rules.pattern.message));
    checks.push((value) => typeof value !== 'string' || value === '' || pattern.test(value) || message);
  }
  if (rules.required !== undefined) {
    const message = toText(ev(rules.required));
    checks.push((value) => !isBlank(value) || message);
  }
  // Lengths count characters as people see them, like the field and its counter.
  if (rules.minLength) {
    const min = toNumber(ev(rules.minLength.value)) ?? 0;
    const message = toText(ev(rules.minLength.message));
    checks.push((value) => isBlank(value) || lengthOf(value) >= min || message);
  }
  if (rules.maxLength) {
    const max = toNumber(ev(rules.maxLength.value)) ?? Infinity;
    const message = toText(ev(rules.maxLength.message));
    checks.push((value) => lengthOf(value) <= max || message);
  }
  if (rules.minItems) {
    const min = toNumber(ev(rules.minItems.value)) ?? 0;
    const message = toText(ev(rules.minItems.message));
    checks.push((value) => (Array.isArray(value) ? value.length : 0) >= min || message);
  }
  return checks;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? characters(value).length : 0;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}
