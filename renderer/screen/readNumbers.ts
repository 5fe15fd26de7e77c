import { isPlainObject, toNumber } from '../expr/evaluate.ts';

/**
 * Where an answer's declared shape holds numbers (and not text): `1` for such a value, an object for the fields of
 * an object that lead to one, a one-element list for every element of a list. The build makes it from the shape.
 */
export type NumberPlan = 1 | { readonly [field: string]: NumberPlan } | readonly [NumberPlan];

/**
 * An answer's data with every numeric string where its shape declares a number read as that number, by the same
 * grammar as expressions read numbers (`"196400"` → 196400). Anything else stays as it came, for the check to
 * judge. The data itself is not changed: what holds no numeric string comes back as the very same value.
 */
export function readNumbers(data: unknown, plan: NumberPlan): unknown {
  if (plan === 1) return typeof data === 'string' ? (toNumber(data) ?? data) : data;
  if (Array.isArray(plan)) {
    if (!Array.isArray(data)) return data;
    const read = data.map((element: unknown) => readNumbers(element, plan[0]));
    return read.every((element, i) => element === data[i]) ? data : read;
  }
  if (!isPlainObject(data)) return data;
  let read: Record<string, unknown> | undefined;
  for (const [field, inner] of Object.entries(plan as { readonly [field: string]: NumberPlan })) {
    if (!Object.hasOwn(data, field)) continue;
    const value = readNumbers(data[field], inner);
    if (value === data[field]) continue;
    read ??= { ...data };
    read[field] = value;
  }
  return read ?? data;
}
