import { formValue } from './formValue.ts';

/** A payload as form fields (`a=1&b=x,y`), leaving out undefined and null values. */
export function encodeForm(payload: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    const text = formValue(value);
    if (text !== undefined) form.append(key, text);
  }
  return form;
}
