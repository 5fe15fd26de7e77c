import { expr } from '../defs.ts';
import { widgetKind } from '../kind.ts';

/** The server's barcode image, or a Code 128 drawn from `code` when there is no image. */
export const barcode = widgetKind('barcode', 'barcode widget', {
  image: expr,
  code: expr,
  caption: expr,
}, ['code']);
