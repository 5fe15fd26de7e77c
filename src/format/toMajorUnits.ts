import { toNumber } from '../../renderer/expr/evaluate.ts';

// Shifting by the decimal exponent instead of multiplying keeps 1.005 at 1.01, not 1.00 (binary fractions).
function shift(n: number, digits: number): number {
  return Number(`${n}e${digits}`);
}

/**
 * Minor units as a major-unit amount with a fixed number of decimals, written the JavaScript way:
 * `toMajorUnits(123456, 100, 2)` → `'1234.56'`. Digit strings count as numbers; anything else gives ''.
 * Halves round away from zero, as people round money.
 */
export function toMajorUnits(minor: unknown, minorUnitsPerMajor: number, decimals: number): string {
  const n = toNumber(minor);
  if (n === undefined || !(minorUnitsPerMajor > 0) || !Number.isInteger(decimals) || decimals < 0 || decimals > 15) return '';
  const major = n / minorUnitsPerMajor;
  const rounded = Math.sign(major) * shift(Math.round(shift(Math.abs(major), decimals)), -decimals);
  if (!Number.isFinite(rounded)) return '';
  // "|| 0" so a tiny negative that rounds away prints as 0.00, not -0.00.
  return (rounded || 0).toFixed(decimals);
}
