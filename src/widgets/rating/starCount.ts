// More stars than this no longer fit a phone row at a tappable size: a config mistake, not a design.
const MOST_STARS = 10;

/** How many stars to draw for the evaluated `max`: a whole number from 1 up to ten, or 0 when it is not one. */
export function starCount(max: number | undefined): number {
  if (max === undefined || !Number.isInteger(max) || max < 1) return 0;
  return Math.min(max, MOST_STARS);
}
