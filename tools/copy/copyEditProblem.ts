import { placeholderMismatch } from '../check/copyPlaceholders.ts';

/** Why a text cannot become a copy text: it is empty, or `words` (which follow the text's name) say how its placeholders differ. */
export type CopyEditProblem = { kind: 'empty' } | { kind: 'placeholders'; words: string };

/**
 * What stops `value` from becoming a pack's text of a copy key, or undefined when nothing does. `others` gives the
 * key's text in each other pack as it will be (undefined where a pack has none); it is asked only for a text that
 * is not empty, so an empty one is refused before pages.yaml is read.
 */
export function copyEditProblem(
  value: string,
  others: () => Iterable<readonly [pack: string, text: string | undefined]>,
): CopyEditProblem | undefined {
  // Removing a text is an edit of pages.yaml's structure, not of a text; an empty one would show nothing.
  if (value === '') return { kind: 'empty' };
  for (const [pack, theirs] of others()) {
    const broken = theirs === undefined ? undefined : placeholderMismatch(value, theirs, pack);
    if (broken) return { kind: 'placeholders', words: `${broken}; fmt fills each placeholder with a value, so keep the same ones` };
  }
  return undefined;
}
