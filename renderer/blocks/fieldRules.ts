import type { RegisterOptions } from 'react-hook-form';
import type { BlockOf } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { characters } from './characters.ts';

type Rules = NonNullable<BlockOf<'input'>['rules']>;

/** Maps a field's rules from pages.yaml onto react-hook-form, with messages from the language pack. */
export function fieldRules(rules: Rules | undefined, ev: (source: string | number | boolean | undefined) => unknown): RegisterOptions {
  if (!rules) return {};
  const options: RegisterOptions = {};
  if (rules.required !== undefined) {
    const message = toText(ev(rules.required));
    options.validate = { required: (value: unknown) => !isBlank(value) || message };
  }
  // Lengths count characters as people see them, like the field and its counter (react-hook-form counts UTF-16 units).
  if (rules.minLength) {
    const min = toNumber(ev(rules.minLength.value)) ?? 0;
    const message = toText(ev(rules.minLength.message));
    options.validate = {
      ...(options.validate as object),
      minLength: (value: unknown) => isBlank(value) || lengthOf(value) >= min || message,
    };
  }
  if (rules.maxLength) {
    const max = toNumber(ev(rules.maxLength.value)) ?? Infinity;
    const message = toText(ev(rules.maxLength.message));
    options.validate = { ...(options.validate as object), maxLength: (value: unknown) => lengthOf(value) <= max || message };
  }
  if (rules.pattern) {
    const pattern = toText(ev(rules.pattern.value));
    options.pattern = { value: new RegExp(pattern), message: toText(ev(rules.pattern.message)) };
  }
  if (rules.minItems) {
    const min = toNumber(ev(rules.minItems.value)) ?? 0;
    const message = toText(ev(rules.minItems.message));
    options.validate = {
      ...(options.validate as object),
      minItems: (value: unknown) => (Array.isArray(value) ? value.length : 0) >= min || message,
    };
  }
  return options;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? characters(value).length : 0;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}
