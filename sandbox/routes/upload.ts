import { randomBytes } from 'node:crypto';
import { refuse, succeed, type Route } from '../route.ts';
import { fileUrl } from '../seed/format.ts';
import { t } from '../seed/texts.ts';

/** The upload limit the server enforces; the app limits the count (9), the server the size. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Recognises an image by its first bytes rather than by the declared type, which phones often send as
 * application/octet-stream. SVG is refused on purpose: served back from our origin it could carry script.
 */
export function sniffImage(data: Uint8Array): { contentType: string; ext: string } | null {
  const starts = (...sig: number[]) => sig.every((b, i) => data[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: 'image/png', ext: 'png' };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { contentType: 'image/gif', ext: 'gif' };
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...data.subarray(8, 12)) === 'WEBP') {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  return null;
}

export const uploadRoutes: Route[] = [
  {
    methods: ['POST'],
    path: '/user-problem/upload-problem-img',
    envelope: 'common',
    handle({ state, files, bodyTooLarge, lang }) {
      const tooLarge = () => refuse('common', 1, t(lang, 'upload.tooLarge', MAX_IMAGE_BYTES / 1024 / 1024));
      if (bodyTooLarge) return tooLarge();
      const file = files.find((f) => f.field === 'problemImage');
      if (!file || file.data.length === 0) return refuse('common', 1, t(lang, 'upload.none'));
      if (file.data.length > MAX_IMAGE_BYTES) return tooLarge();
      const image = sniffImage(file.data);
      if (!image) return refuse('common', 1, t(lang, 'upload.type'));
      const name = `up${state.nextId.upload++}-${randomBytes(4).toString('hex')}.${image.ext}`;
      state.files.set(name, { contentType: image.contentType, data: file.data });
      return succeed('common', { url: fileUrl(name) });
    },
  },
];
