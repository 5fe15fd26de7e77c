import { groupDigits } from './groupDigits.ts';
import { toMajorUnits } from './toMajorUnits.ts';
import type { AmountConstants } from './types.ts';

/** An amount in minor units for display, e.g. 123456 → `1.234,56` with pages.yaml's constants. Non-numeric → ''. */
export function formatAmount(minor: unknown, constants: AmountConstants): string {
  const major = toMajorUnits(minor, constants.minorUnitsPerMajor, constants.amountDecimals);
  return groupDigits(major, constants.thousandsSeparator, constants.decimalSeparator);
}
