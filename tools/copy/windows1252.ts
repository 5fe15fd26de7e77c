import type { LegacyEncoding } from './legacyEncoding.ts';

/**
 * The characters of bytes 0x80 to 0x9F in Windows-1252 (the WHATWG Encoding Standard's index; the five bytes it
 * leaves undefined read as the C1 control of the same number). Node 20's TextDecoder('windows-1252') reads these
 * bytes as ISO-8859-1 does, as controls, so “quotes”, … and € written by Excel would be lost: this table reads them.
 */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** Each byte's character. */
const CHARS = Array.from({ length: 256 }, (_, byte) => String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80]! : byte));
const HELD = new Set(CHARS);

/** Windows-1252, what Excel on Windows writes as "CSV (Comma delimited)" in Western European languages. */
export const windows1252: LegacyEncoding & { decode(bytes: Uint8Array): string } = {
  name: 'Windows-1252',
  holds: (char) => HELD.has(char),
  decode: (bytes) => Array.from(bytes, (byte) => CHARS[byte]!).join(''),
};
