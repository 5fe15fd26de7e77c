// One segmenter for the page: building it loads locale data. Absent (old webviews), code points are the next best.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/**
 * The characters of `text` as a person sees them: an emoji, a flag or a letter with its accent counts once,
 * however many UTF-16 units it takes. Falls back to code points where Intl.Segmenter is missing.
 */
export function characters(text: string): string[] {
  if (segmenter === undefined) return [...text];
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
