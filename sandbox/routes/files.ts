import { bytes, svg, text, type Reply } from '../http.ts';
import { barcodeSvg, isCode39 } from '../code39.ts';
import { PICTURES } from '../seed/complaints.ts';
import { LOGOS } from '../seed/products.ts';
import { t, type Lang } from '../seed/texts.ts';
import { logoSvg, pictureSvg } from '../svg.ts';
import type { State } from '../state.ts';

/** URL path (after `/evolved`) under which files are served. */
export const FILES_PATH = '/sandbox-files/';

const notFound = (lang: Lang): Reply => text(t(lang, 'error.file'), 404);

/**
 * Serves `/evolved/sandbox-files/...`: uploaded complaint images by id, and generated SVGs — `logo/<slug>.svg`,
 * `img/<slug>.svg` (placeholder photos) and `barcode/<code>.svg` (Code 39 of any payment reference).
 */
export function serveFile(state: State, path: string, lang: Lang): Reply {
  let name: string;
  try {
    name = decodeURIComponent(path.slice(FILES_PATH.length));
  } catch {
    return notFound(lang);
  }
  const generated = /^(logo|img|barcode)\/([^/]+)\.svg$/.exec(name);
  if (generated) {
    const [, folder, slug = ''] = generated;
    if (folder === 'barcode') return isCode39(slug) ? svg(barcodeSvg(slug)) : notFound(lang);
    if (folder === 'logo') {
      const logo = LOGOS[slug];
      return logo ? svg(logoSvg(logo[0], logo[1])) : notFound(lang);
    }
    const caption = PICTURES[slug];
    return caption ? svg(pictureSvg(caption)) : notFound(lang);
  }
  const file = state.files.get(name);
  return file ? bytes(file.data, file.contentType) : notFound(lang);
}
