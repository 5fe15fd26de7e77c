import { formatDate } from './formatDate.ts';
import { pad2 } from './pad2.ts';
import { toDate } from './toDate.ts';

/** `YYYY-MM-DD HH:MM:SS` in the device's local time from anything `toDate` reads; invalid → ''. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}
