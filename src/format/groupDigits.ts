const PLAIN_NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Groups the integer part of a plainly written number (`'-1234567.5'`) in threes with `thousandsSeparator` and
 * writes the decimal part after `decimalSeparator`: `groupDigits('1234.56', '.', ',')` → `'1.234,56'`.
 * Text that is not such a number gives ''.
 */
export function groupDigits(text: string, thousandsSeparator: string, decimalSeparator: string): string {
  const match = PLAIN_NUMBER.exec(text.trim());
  if (!match) return '';
  const [, sign = '', whole = '', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator);
  const signText = sign === '-' ? '-' : '';
  return signText + grouped + (fraction === undefined ? '' : decimalSeparator + fraction);
}
