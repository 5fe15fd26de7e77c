/**
 * Whether a response code means success. A numeric expected code compares as an integer, so `"0"`, `0` and
 * `"0 "` all succeed against 0 (the code "reads as the integer 0"); a string expected code such as the payment
 * calls' `'00'` must match exactly, so `0` and `'0'` fail against `'00'`.
 */
export function isSuccessCode(code: unknown, expected: unknown): boolean {
  if (typeof expected === 'number') {
    if (typeof code !== 'string' && typeof code !== 'number') return false;
    return parseInt(String(code), 10) === expected;
  }
  if (typeof expected === 'string') return (typeof code === 'string' || typeof code === 'number') && String(code) === expected;
  return false;
}
