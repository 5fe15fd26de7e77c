export { formatAmount } from './formatAmount.ts';
export { formatDate } from './formatDate.ts';
export { formatDateTime } from './formatDateTime.ts';
export { formatMoney } from './formatMoney.ts';
export { groupDigits } from './groupDigits.ts';
export { toDate } from './toDate.ts';
export { toMajorUnits } from './toMajorUnits.ts';
export type { AmountConstants } from './types.ts';
