import { pad2 } from './pad2.ts';
import { toDate } from './toDate.ts';

/** `YYYY-MM-DD` in the device's local time from anything `toDate` reads; invalid → ''. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
