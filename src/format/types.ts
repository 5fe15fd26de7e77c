import type { Constants } from '../../schemas/types.ts';

/** The constants amounts are written with (pages.yaml `constants`). */
export type AmountConstants = Pick<Constants, 'minorUnitsPerMajor' | 'amountDecimals' | 'thousandsSeparator' | 'decimalSeparator'>;
