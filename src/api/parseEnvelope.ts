import { isPlainObject } from '../../renderer/expr/evaluate.ts';

/** The JSON object of a response body, or undefined when the body is not JSON or not an object. */
export function parseEnvelope(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
