/**
 * Where a key moves in a radio group of `count` options from option `current` (0-based): Right and Down step to the
 * next option and Left and Up to the one before, wrapping around; Home and End jump to the ends. In a `scale` (the
 * rating's stars) Up and Down step up and down the scale instead. Undefined for any other key.
 */
export function nextRadio(key: string, current: number, count: number, scale = false): number | undefined {
  const forward = key === 'ArrowRight' || key === (scale ? 'ArrowUp' : 'ArrowDown');
  const back = key === 'ArrowLeft' || key === (scale ? 'ArrowDown' : 'ArrowUp');
  if (forward) return current >= count - 1 ? 0 : current + 1;
  if (back) return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
