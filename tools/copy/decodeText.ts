import type { LegacyEncoding } from './legacyEncoding.ts';
import { windows1252 } from './windows1252.ts';

/** A file's text, and the legacy encoding it was read in when it was not Unicode. */
export interface DecodedText {
  text: string;
  legacy?: LegacyEncoding;
}

const startsWith = (bytes: Uint8Array, ...mark: number[]) => mark.every((b, i) => bytes[i] === b);

/**
 * Reads a spreadsheet's text file as the spreadsheet wrote it: UTF-8 with or without a byte order mark, UTF-16
 * with one (Excel's "Unicode Text"), and anything that is not valid UTF-8 as Windows-1252, which is what Excel on
 * Windows writes as "CSV (Comma delimited)". The byte order mark is not part of the text.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)) };
  if (startsWith(bytes, 0xff, 0xfe)) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (startsWith(bytes, 0xfe, 0xff)) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: windows1252.decode(bytes), legacy: windows1252 };
  }
}
