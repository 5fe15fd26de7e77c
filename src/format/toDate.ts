import { toNumber } from '../../renderer/expr/evaluate.ts';

// Below this an epoch number is in seconds: 1e11 seconds is the year 5138, 1e11 milliseconds is March 1973.
const SECONDS_LIMIT = 1e11;
const LOCAL_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function valid(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// "2024-01-05" alone would parse as UTC midnight and show as the 4th west of Greenwich; servers mean local time.
function parseLocal(text: string): Date | undefined {
  const m = LOCAL_DATE.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  // Reject 2024-02-30 rather than let Date roll it into March.
  if (date.getFullYear() !== year || date.getMonth() !== (month ?? 1) - 1 || date.getDate() !== day) return undefined;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return undefined;
  return date;
}

/**
 * A date from what servers send: a Date, epoch milliseconds, epoch seconds (< 1e11), a string of digits (read as
 * such a number), or a date string (`2024-01-05`, `2024-01-05 13:04:05` in local time; ISO strings with a zone).
 * Anything else gives undefined.
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return valid(value);
  const n = typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) ? toNumber(value) : undefined;
  if (n !== undefined) return valid(new Date(Math.abs(n) < SECONDS_LIMIT ? n * 1000 : n));
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  return parseLocal(text) ?? (LOCAL_DATE.test(text) ? undefined : valid(new Date(text)));
}
