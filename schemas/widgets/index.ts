import { barcode } from './barcode.ts';
import { countdown } from './countdown.ts';
import { rating } from './rating.ts';

/** Every hand-written widget the app registers, one line each. */
export const widgetSchemas = { rating, barcode, countdown } as const;
