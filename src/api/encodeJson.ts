/** A payload as a JSON body, leaving out undefined and null values like the form encoding does. */
export function encodeJson(payload: Record<string, unknown>): string {
  const kept = Object.entries(payload).filter(([, value]) => value !== undefined && value !== null);
  return JSON.stringify(Object.fromEntries(kept));
}
