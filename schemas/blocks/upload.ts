import { about, expr, limit, name, paramName, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/**
 * Image upload: each picked photo is scaled down in the browser (`maxSide`, `quality`), refused with `tooLarge`
 * if it still weighs more than `maxBytes`, then sent to `endpoint`; the field's value is the list of returned URLs.
 */
export const upload = blockKind(
  'upload',
  'image upload',
  {
    name,
    label: about(expr, 'The text above the pictures, e.g. fmt(t.complaint.imagesLabel, const.complaintImagesMax).'),
    endpoint: name,
    fileField: paramName,
    resultUrl: { ...expr, description: 'Where the uploaded URL is in the response, e.g. result.data.url.' },
    max: about(limit, 'Most pictures the borrower can add, e.g. const.complaintImagesMax.'),
    accept: about({ type: 'string' }, 'File types the picker offers, e.g. image/*.'),
    uploading: about(expr, 'Shown while a picture is sending, e.g. t.complaint.uploading.'),
    done: about(expr, 'Shown when a picture has arrived, e.g. t.complaint.uploaded.'),
    maxSide: about(
      limit,
      'Longest side in pixels a photo is scaled down to before it is sent, so a 12 MP photo goes up small on a slow network, e.g. const.uploadMaxSide.',
    ),
    quality: about(expr, 'JPEG quality of a scaled photo, in percent (1 to 100), e.g. const.uploadJpegQuality.'),
    maxBytes: about(limit, 'A photo still heavier than this after scaling is refused with tooLarge, e.g. const.uploadMaxBytes.'),
    tooLarge: about(expr, 'Message shown when a photo is over maxBytes after scaling, e.g. t.complaint.imageTooLarge.'),
    rules,
  },
  ['name', 'endpoint', 'fileField', 'resultUrl', 'max'],
);
