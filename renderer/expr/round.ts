import { toNumber } from './evaluate.ts';

// Shifting by the decimal exponent instead of multiplying keeps round(1.005, 2) at 1.01, not 1.00.
function shift(n: number, digits: number): number {
  const shifted = Number(`${n}e${digits}`);
  return Number.isNaN(shifted) ? n * 10 ** digits : shifted;
}

/**
 * `x` rounded to `digits` decimals (negative: tens, hundreds…), halves away from zero as people round money
 * (round(-2.5) is -3, round(1.005, 2) is 1.01); undefined for anything that is not a number.
 */
export function round(x: unknown, digits: unknown = 0): number | undefined {
  const n = toNumber(x);
  const d = toNumber(digits);
  if (n === undefined || d === undefined || !Number.isInteger(d) || Math.abs(d) > 15) return undefined;
  const rounded = Math.sign(n) * shift(Math.round(shift(Math.abs(n), d)), -d);
  // "|| 0" so a tiny negative that rounds away is 0, not -0.
  return Number.isFinite(rounded) ? rounded || 0 : undefined;
}
