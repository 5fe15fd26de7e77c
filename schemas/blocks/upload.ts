import { expr, limit, name, paramName, rules } from '../defs.ts';
import { blockKind } from '../kind.ts';

/** Image upload: each picked file is sent to `endpoint`; the field's value is the list of returned URLs. */
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
  rules,
}, ['name', 'endpoint', 'fileField', 'resultUrl', 'max']);
