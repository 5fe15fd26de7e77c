import { type LegacyEncoding, legacyEncoding } from './legacyEncoding.ts';
import { misreadPart } from './misreadUtf8.ts';

const windows1252 = legacyEncoding('windows-1252')!;

const REPLACEMENT = '\uFFFD';
const count = (text: string, part: string) => text.split(part).length - 1;
/**
 * A "?" before a letter, a digit or another "?", or after a space or at the start: what a file in a legacy encoding
 * has for a character it cannot hold ("?500" for "₹500", " ? " for " – "), not a question's end.
 */
const standIns = (text: string) => text.match(/\?(?=[\p{L}\p{N}?])|(?<=^|\s)\?/gu)?.length ?? 0;

/** Whether `after` is `before` with some of its other characters each turned into `?` (one per UTF-16 unit). */
function questionMarksFor(before: string, after: string): boolean {
  if (before.length !== after.length) return false;
  let replaced = false;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === after[i]) continue;
    if (after[i] !== '?') return false;
    replaced = true;
  }
  return replaced;
}

/**
 * A symbol of Windows-1252's 0x80-0x9F row between two letters: what Mac Roman's á, é, ú… read as Windows-1252
 * give (r‡pido, tŽl, nœmero). Quotes, dashes, … and € are left out: people type those between words.
 */
const MISREAD_LETTER = /\p{L}[‚ƒ„†‡ˆ‰Š‹ŒŽ•˜™š›œžŸ]\p{L}/u;

/** Whether `after` is `before` with some of its non-ASCII characters, and only those, replaced one for one. */
function sameButAccents(before: string, after: string): boolean {
  const a = [...before];
  const b = [...after];
  return a.length === b.length && after !== before && a.every((char, i) => char === b[i] || char > '\x7f');
}

/**
 * How writing `after` over a copy text would lose characters of `before` (pages.yaml's text, undefined when the
 * pack has none), in words that follow "would become", or undefined when it would not. That is what a file
 * saved in the wrong encoding does: a "�" where a character could not be read; a "?" in place of a character the
 * file had no room for (Excel writes one for each); and, for a file read in a legacy encoding, any change to a
 * text holding a character that encoding cannot write, which the file cannot have carried, or to its accented
 * letters alone, which a file in another legacy encoding gives, or a "?" standing in a word; and text that reads as
 * UTF-8 shown in a legacy encoding ("PolÃ­tica"), which a spreadsheet that misread a file saves.
 */
export function characterLoss(before: string | undefined, after: string, legacy?: LegacyEncoding): string | undefined {
  const old = before ?? '';
  const quoted = `"${after}"${before === undefined ? '' : ` where pages.yaml has "${before}"`}`;
  if (count(after, REPLACEMENT) > count(old, REPLACEMENT))
    return `${quoted}: "${REPLACEMENT}" marks a character that was lost on the way, as when a file is saved in another encoding than UTF-8`;
  const unwritable = legacy && after !== old ? [...old].find((char) => !legacy.holds(char)) : undefined;
  if (unwritable !== undefined)
    return `${quoted}: this file is saved as ${legacy!.name}, which has no place for characters such as "${unwritable}"`;
  // Read as the wrong legacy encoding (a Mac's "CSV (Macintosh)" is not Windows-1252), each accented letter comes
  // out as another character in its place: a text otherwise unchanged, or a symbol no one types inside a word.
  if (legacy && ((before !== undefined && sameButAccents(before, after)) || MISREAD_LETTER.test(after)))
    return `${quoted}: its accented letters came out as other characters, so this file is saved in another encoding than ${legacy.name} or UTF-8`;
  const misread = misreadPart(after);
  if (misread && !old.includes(misread.shown))
    return `${quoted}: "${misread.shown}" is how "${misread.meant}" shows when a program reads UTF-8 as ${misread.encoding.name}; type the text again where it shows right`;
  if (legacy && standIns(after) > standIns(old))
    return `${quoted}: a "?" stands in a word, as this file's encoding, ${legacy.name}, writes for each character it has no place for`;
  const moreMarks = count(after, '?') > count(old, '?');
  const lostUnwritable = [...old].some((char) => !windows1252.holds(char) && !after.includes(char));
  if (moreMarks && (questionMarksFor(old, after) || lostUnwritable || count(after, '??') > count(old, '??')))
    return `${quoted}: a "?" stands where a character was, as a spreadsheet writes for each character its file format has no place for`;
  return undefined;
}
