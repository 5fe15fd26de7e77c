// Latin letters (accented ones too), digits, punctuation, tabs and line feeds never join a neighbour into one
// character, so such text needs no segmenter: the usual case, and the one every page load meets first.
const SIMPLE = /^[\t\n\u0020-\u007E\u00A0-\u02FF]*$/;

// Building a segmenter loads locale data (about 100 ms on a slow phone), so it waits for the first text that needs
// it. Absent (old webviews), code points are the next best.
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The characters of `text` as a person sees them: an emoji, a flag or a letter with its accent counts once,
 * however many UTF-16 units it takes. Falls back to code points where Intl.Segmenter is missing.
 */
export function characters(text: string): string[] {
  if (SIMPLE.test(text)) return text.split('');
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (!segmenter) return [...text];
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** How many characters `text` has as a person counts them (`characters`), without listing them in the usual case. */
export function characterCount(text: string): number {
  return SIMPLE.test(text) ? text.length : characters(text).length;
}
