/**
 * Helpers for seed data only. Structured fields carry machine values (amounts in cents, dates as epoch
 * milliseconds) for the front end to format; display rows (`{text, value}`, `{title, value}`) carry strings the
 * server formatted, as the real back end does.
 */

import { CURRENCY, type Lang } from './texts.ts';

export const DAY_MS = 86_400_000;

/**
 * The sandbox's "today": 2025-06-15 18:00 UTC, noon in Mexico City, so a date reads the same in either zone.
 * Fixed so screenshots and assertions do not change from one day to the next.
 */
export const SEED_NOW = Date.UTC(2025, 5, 15, 18, 0, 0);

/** Seed time `days` away from SEED_NOW. */
export function daysFromNow(days: number): number {
  return SEED_NOW + days * DAY_MS;
}

/**
 * 164340 cents → `$1.643,40` (es) or `₹1.643,40` (en): the pages' own format, dots between thousands and a decimal
 * comma, after the currency of the language. The back end writes display rows this way.
 */
export function money(lang: Lang, cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole = '0', fraction = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${sign}${CURRENCY[lang]}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

/** Epoch ms → `YYYY-MM-DD` (UTC; seed times sit at noon in Mexico so the day is the same there). */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Where the sandbox serves its generated and uploaded files. */
export const FILES_PREFIX = '/evolved/sandbox-files/';

export function fileUrl(name: string): string {
  return FILES_PREFIX + name;
}

/** Deterministic digits from a string, for payment references that must not change between runs. */
export function digitsFrom(seed: string, length: number): string {
  let hash = 2166136261;
  let out = '';
  while (out.length < length) {
    for (const ch of seed + out.length) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
    out += String(hash % 10);
  }
  return out;
}
