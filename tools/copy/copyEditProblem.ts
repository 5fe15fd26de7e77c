import { PLACEHOLDER_REASON, placeholderMismatch, placeholdersOf } from '../check/copyPlaceholders.ts';
import { characterLoss } from './characterLoss.ts';
import type { LegacyEncoding } from './legacyEncoding.ts';

/**
 * Why a text cannot become a copy text: it is empty; it would be worse than pages.yaml's (`words` follow "would
 * become"); or its placeholders differ (`words` follow the text's name).
 */
export type CopyEditProblem = { kind: 'empty' } | { kind: 'worse'; words: string } | { kind: 'placeholders'; words: string };

/**
 * What stops `value` from replacing `before`, a pack's text of a copy key (undefined when the pack has none), or
 * undefined when nothing does. Every way a text is changed outside the editor (a spreadsheet import, a table
 * cell) asks this, so none of them can make a text worse: empty, with characters lost (`legacy` is the
 * encoding a file was read in, if not UTF-8), or without a placeholder. `others` gives the key's text in each
 * other pack as it will be (undefined where a pack has none); it is asked only for a text that is not empty.
 */
export function copyEditProblem(
  value: string,
  before: string | undefined,
  others: () => Iterable<readonly [pack: string, text: string | undefined]>,
  legacy?: LegacyEncoding,
): CopyEditProblem | undefined {
  // Removing a text is an edit of pages.yaml's structure, not of a text; an empty one would show nothing.
  if (value === '') return { kind: 'empty' };
  const loss = characterLoss(before, value, legacy);
  if (loss) return { kind: 'worse', words: loss };
  const keep = `${PLACEHOLDER_REASON}, so keep the same ones`;
  for (const [pack, theirs] of others()) {
    const broken = theirs === undefined ? undefined : placeholderMismatch(value, theirs, pack);
    if (broken) return { kind: 'placeholders', words: `${broken}; ${keep}` };
  }
  const lost = placeholdersOf(before ?? '').filter((p) => !placeholdersOf(value).includes(p));
  if (lost.length) return { kind: 'placeholders', words: `has no ${lost.join(', ')}, which its text in pages.yaml has; ${keep}` };
  return undefined;
}
