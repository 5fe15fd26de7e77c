/**
 * The star a key moves to from star `current` of `count` (radio-group keys: arrows step and wrap, Home and End
 * jump), or undefined for any other key.
 */
export function nextStar(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowUp') return current >= count ? 1 : current + 1;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return current <= 1 ? count : current - 1;
  if (key === 'Home') return 1;
  if (key === 'End') return count;
  return undefined;
}
