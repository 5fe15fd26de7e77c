import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/format/formatDate.ts';
import { formatDateTime } from '../../../src/format/formatDateTime.ts';

// A zone west of Greenwich, so reading "2024-01-05" as UTC midnight would show the 4th and fail these tests.
process.env.TZ = 'America/Mexico_City';

const local = new Date(2024, 0, 5, 13, 4, 5);

describe('formatDate and formatDateTime (local time)', () => {
  it('zone is in effect', () => {
    expect(new Date(Date.UTC(2024, 0, 5, 0, 0, 0)).getDate()).toBe(4);
  });

  it.each<[string, unknown, string, string]>([
    ['a Date', local, '2024-01-05', '2024-01-05 13:04:05'],
    ['epoch milliseconds', local.getTime(), '2024-01-05', '2024-01-05 13:04:05'],
    ['epoch seconds', local.getTime() / 1000, '2024-01-05', '2024-01-05 13:04:05'],
    ['epoch seconds as digits', String(local.getTime() / 1000), '2024-01-05', '2024-01-05 13:04:05'],
    ['epoch milliseconds as digits', String(local.getTime()), '2024-01-05', '2024-01-05 13:04:05'],
    ['a date string', '2024-01-05', '2024-01-05', '2024-01-05 00:00:00'],
    ['a date-time string', '2024-01-05 13:04:05', '2024-01-05', '2024-01-05 13:04:05'],
    ['a date-time string with T', '2024-01-05T13:04', '2024-01-05', '2024-01-05 13:04:00'],
    ['slashes', '2024/1/5', '2024-01-05', '2024-01-05 00:00:00'],
    ['ISO with a zone', '2024-01-05T19:04:05Z', '2024-01-05', '2024-01-05 13:04:05'],
    ['epoch zero, six hours west of UTC', 0, '1969-12-31', '1969-12-31 18:00:00'],
  ])('%s', (_, value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it.each<unknown>([
    'not a date',
    '',
    '   ',
    '2024-02-30',
    '2024-13-01',
    '2024-01-05 25:00',
    null,
    undefined,
    {},
    [],
    true,
    Number.NaN,
    new Date('x'),
    1e20,
  ])('%j is invalid → ""', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });

  it('pads every part', () => {
    expect(formatDateTime(new Date(2024, 8, 9, 1, 2, 3))).toBe('2024-09-09 01:02:03');
  });
});
