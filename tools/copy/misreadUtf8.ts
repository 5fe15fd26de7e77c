import { LEGACY_ENCODINGS, type LegacyEncoding } from './legacyEncoding.ts';

/**
 * The encodings spreadsheets read a CSV without a byte order mark in when they do not take it for UTF-8: Excel for
 * Windows and Excel for Mac. Saved again as UTF-8, each "í" of the file becomes "Ã­" and each "…" "â€¦".
 */
export const MISREADINGS = LEGACY_ENCODINGS.filter((e) => e.id === 'windows-1252' || e.id === 'macintosh');

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The length of the UTF-8 sequence a byte starts, 0 for a byte that starts none. */
const sequenceLength = (byte: number) =>
  byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;

/** The character UTF-8 `bytes` spell from `at`, or undefined where they spell none. */
function spelledAt(bytes: number[], at: number): string | undefined {
  const length = sequenceLength(bytes[at]!);
  if (length === 0 || at + length > bytes.length) return undefined;
  try {
    return utf8.decode(Uint8Array.from(bytes.slice(at, at + length)));
  } catch {
    return undefined;
  }
}

/**
 * The byte a misread file's character stands for: the encoding's own, or, for a byte it leaves undefined, the
 * private-use character U+F100 plus the byte, which LibreOffice reads such a byte as (Windows reads the control).
 */
function byteOf(char: string, encoding: LegacyEncoding): number | undefined {
  const code = char.charCodeAt(0);
  return encoding.byteOf(char) ?? (code >= 0xf180 && code <= 0xf1ff ? code - 0xf100 : undefined);
}

/** A run of characters `encoding` writes as bytes 0x80-0xFF: where UTF-8 bytes read in it show up. */
interface Run {
  start: number;
  end: number;
  /** What its bytes spell as UTF-8, each byte that starts no sequence kept as its character. */
  spelled: string;
  /** Characters read from UTF-8 sequences, and characters kept. */
  read: number;
  kept: number;
}

function runsOf(text: string, encoding: LegacyEncoding): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    const bytes: number[] = [];
    for (; i < text.length && text.charCodeAt(i) >= 0x80; i++) {
      const byte = byteOf(text[i]!, encoding);
      if (byte === undefined) break;
      bytes.push(byte);
    }
    if (bytes.length === 0) {
      i++;
      continue;
    }
    const run: Run = { start, end: i, spelled: '', read: 0, kept: 0 };
    for (let at = 0; at < bytes.length; ) {
      const char = spelledAt(bytes, at);
      if (char === undefined) {
        run.spelled += text[start + at];
        run.kept++;
        at++;
      } else {
        run.spelled += char;
        run.read++;
        at += sequenceLength(bytes[at]!);
      }
    }
    runs.push(run);
  }
  return runs;
}

/**
 * A text as it was before its UTF-8 bytes were read as `encoding`: each run of such characters becomes what its bytes
 * spell. `unsure` is whether a run also holds characters that spell nothing, as when someone typed in a file that
 * showed misread text: which of its characters are whose cannot be known.
 */
export function undoMisreading(text: string, encoding: LegacyEncoding): { text: string; unsure: boolean } {
  let result = '';
  let done = 0;
  let unsure = false;
  for (const run of runsOf(text, encoding)) {
    if (run.read === 0) continue;
    unsure ||= run.kept > 0;
    result += text.slice(done, run.start) + run.spelled;
    done = run.end;
  }
  return { text: result + text.slice(done), unsure };
}

/**
 * The first part of `text` that reads as UTF-8 shown in one of MISREADINGS ("Ã­" for "í", "è¯·" for "请"), with what
 * it spells, or undefined. Counted are only runs that spell characters of three or four bytes, or Latin letters
 * and signs (U+00A0-U+017F): an accented capital before a quote or a guillemet ("CANCIÓN»") spells a Cyrillic or
 * IPA letter, and is a text as written.
 */
export function misreadPart(text: string): { shown: string; meant: string; encoding: LegacyEncoding } | undefined {
  for (const encoding of MISREADINGS)
    for (const run of runsOf(text, encoding)) {
      const meant = [...run.spelled];
      if (run.kept === 0 && meant.every((c) => c.codePointAt(0)! >= 0x800 || (c >= '\u00a0' && c <= '\u017f')))
        return { shown: text.slice(run.start, run.end), meant: run.spelled, encoding };
    }
  return undefined;
}
