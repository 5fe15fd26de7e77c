import { expr, limit, name, paramName, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/**
 * Image upload: each picked photo is scaled down in the browser (`maxSide`, `quality`), refused with `tooLarge`
 * if it still weighs more than `maxBytes`, then sent to `endpoint`; the field's value is the list of returned URLs.
 */
export const upload = blockKind('upload', 'image upload', {
  name,
  label: expr,
  endpoint: name,
  fileField: paramName,
  resultUrl: { ...expr, description: 'Where the uploaded URL is in the response, e.g. result.data.url.' },
  max: limit,
  accept: { type: 'string' },
  uploading: expr,
  done: expr,
  maxSide: { ...limit, description: 'Longest side in pixels a photo is scaled down to before it is sent.' },
  quality: { ...expr, description: 'JPEG quality of a scaled photo, in percent (1 to 100).' },
  maxBytes: { ...limit, description: 'A photo heavier than this after scaling is refused with `tooLarge`.' },
  tooLarge: { ...expr, description: 'Message shown when a photo is over maxBytes after scaling.' },
  rules,
}, ['name', 'endpoint', 'fileField', 'resultUrl', 'max']);
