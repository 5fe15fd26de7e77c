import { about, expr, limit, name, paramName, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Image upload: each picked file is sent to `endpoint`; the field's value is the list of returned URLs. */
export const upload = blockKind('upload', 'image upload', {
  name,
  label: about(expr, 'The text above the pictures, e.g. fmt(t.complaint.imagesLabel, const.complaintImagesMax).'),
  endpoint: name,
  fileField: paramName,
  resultUrl: { ...expr, description: 'Where the uploaded URL is in the response, e.g. result.data.url.' },
  max: about(limit, 'Most pictures the borrower can add, e.g. const.complaintImagesMax.'),
  accept: about({ type: 'string' }, 'File types the picker offers, e.g. image/*.'),
  uploading: about(expr, 'Shown while a picture is sending, e.g. t.complaint.uploading.'),
  done: about(expr, 'Shown when a picture has arrived, e.g. t.complaint.uploaded.'),
  rules,
}, ['name', 'endpoint', 'fileField', 'resultUrl', 'max']);
