/** A number as at least two digits: 5 → `05`. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
