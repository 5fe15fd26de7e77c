import { formatAmount } from './formatAmount.ts';
import type { AmountConstants } from './types.ts';

/**
 * An amount in minor units with the language pack's currency symbol: 123456 → `$1.234,56`; a negative amount
 * puts the sign before the symbol, `-$1.234,56`. Non-numeric → ''.
 */
export function formatMoney(minor: unknown, currency: string, constants: AmountConstants): string {
  const amount = formatAmount(minor, constants);
  if (amount === '') return '';
  return amount.startsWith('-') ? `-${currency}${amount.slice(1)}` : `${currency}${amount}`;
}
