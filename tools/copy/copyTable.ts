import { copyTextsOf } from './copyTexts.ts';
import { RECORD_HEADING, writeRecord } from './exportRecord.ts';

/**
 * The copy texts as a translator's table: header `key`, the packs in pages.yaml's order and the export record,
 * then one row per copy key as screens name it (`complaint.emptyText`). A pack without a text of its own has an
 * empty cell. The record holds the row as exported, so an import applies only what the translator changed.
 */
export function copyTable(pagesText: string): string[][] {
  const copy = copyTextsOf(pagesText);
  const packs = copy.packs.map((p) => p.id);
  return [
    ['key', ...packs, RECORD_HEADING],
    ...copy.keys.map((key) => {
      const texts = packs.map((p) => copy.texts[p]?.[key] ?? '');
      return [key, ...texts, writeRecord({ key, texts: Object.fromEntries(packs.map((p, i) => [p, texts[i]!])) })];
    }),
  ];
}
