import { toNumber } from '../../renderer/expr/evaluate.ts';
import { round } from '../../renderer/expr/round.ts';

/**
 * Minor units as a major-unit amount with a fixed number of decimals, written the JavaScript way:
 * `toMajorUnits(123456, 100, 2)` → `'1234.56'`. Digit strings count as numbers; anything else gives ''.
 * Halves round away from zero, as people round money.
 */
export function toMajorUnits(minor: unknown, minorUnitsPerMajor: number, decimals: number): string {
  const n = toNumber(minor);
  if (n === undefined || !(minorUnitsPerMajor > 0) || !Number.isInteger(decimals) || decimals < 0) return '';
  const rounded = round(n / minorUnitsPerMajor, decimals);
  return rounded === undefined ? '' : rounded.toFixed(decimals);
}
