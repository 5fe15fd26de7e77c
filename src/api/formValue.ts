import { isPlainObject, toText } from '../../renderer/expr/evaluate.ts';

/**
 * One payload value as form or query text: undefined and null give undefined (the field is left out), lists are
 * joined with commas (the complaint images travel as `a.png,b.png`), plain objects go as JSON.
 */
export function formValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item: unknown) => toText(item)).join(',');
  if (isPlainObject(value)) return JSON.stringify(value);
  return toText(value);
}
