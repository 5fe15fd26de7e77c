import { about, expr } from '../defs.ts';
import { widgetKind } from '../kind.ts';

/** The server's barcode image, or a Code 128 drawn from `code` when there is no image. */
export const barcode = widgetKind(
  'barcode',
  'barcode widget',
  {
    image: about(expr, "The server's barcode picture, e.g. data.detail.barcodeUrl; when empty a Code 128 is drawn from code."),
    code: about(expr, 'The payment reference the cashier scans or types, e.g. query.payCode.'),
    caption: about(expr, 'Text under the barcode, e.g. the reference spaced for reading aloud.'),
  },
  ['code'],
);
