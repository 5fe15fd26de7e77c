import type { WidgetRegistry } from '../../renderer/index.ts';
import { Barcode } from './Barcode.tsx';
import { Countdown } from './Countdown.tsx';
import { Rating } from './Rating.tsx';

/**
 * The product's hand-written widgets by `widget` name. The compiler checks each line against the widget's settings,
 * and a widget left out. The browser never loads this table: the build reads its imports (tools/vite/kindModules.ts)
 * and only the screens that show a widget load its code.
 */
export const widgets = {
  rating: Rating,
  barcode: Barcode,
  countdown: Countdown,
} satisfies WidgetRegistry;
