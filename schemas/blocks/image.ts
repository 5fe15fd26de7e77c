import { about, actionList, expr } from '../defs.ts';
import { blockKind } from '../kind.ts';

export const image = blockKind(
  'image',
  'image',
  {
    src: about(expr, 'The picture, from public/ or the server, e.g. "\'/img/banner.png\'" or data.template.bannerImage.'),
    alt: about(expr, 'What a screen reader says instead of the picture, e.g. t.promo.bannerAlt; "\'\'" for a decoration.'),
    width: about({ type: 'integer', minimum: 1 }, 'Width in pixels; without it the picture fills the width.'),
    height: about({ type: 'integer', minimum: 1 }, 'Height in pixels, e.g. 48.'),
    fit: about({ enum: ['cover', 'contain'] }, 'cover fills the box and may crop; contain shows the whole picture.'),
    shape: about({ enum: ['square', 'rounded', 'round'] }, 'Corners: square, rounded, or round for avatars.'),
    onTap: about(actionList, 'What a tap on the picture does, e.g. draw a new captcha.'),
  },
  ['src', 'alt'],
);
