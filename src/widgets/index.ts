import type { WidgetRegistry } from '../../renderer/index.ts';
import { Barcode } from './Barcode.tsx';
import { Countdown } from './Countdown.tsx';
import { Rating } from './Rating.tsx';

/** The product's hand-written widgets by `widget` name, handed to the renderer at start-up. */
export const widgets = {
  rating: Rating,
  barcode: Barcode,
  countdown: Countdown,
} satisfies WidgetRegistry;
