import type { WidgetKind } from '../../schemas/types.ts';

/**
 * The product's hand-written widgets by `widget` name: the file in this folder that draws each, exported under the
 * file's name. Only the screens that show a widget load its code (tools/vite/pagesPlugin.ts).
 */
export const widgetModules = {
  rating: 'Rating.tsx',
  barcode: 'Barcode.tsx',
  countdown: 'Countdown.tsx',
} as const satisfies Record<WidgetKind, string>;
