import type { Languages } from '../../schemas/types.ts';

/** Copy texts by group and key, as expressions read them (`t.group.key`). */
export type Texts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The language pack a page shows, with its texts merged over the packs it falls back to. */
export interface Language {
  id: string;
  name: string;
  type: number | undefined;
  currency: string;
  texts: Texts;
}

/** Builds the language `id` of `languages`, its texts complete (packTexts). */
export function languageOf(languages: Languages, id: string): Language {
  const pack = languages.packs[id];
  return { id, name: pack?.name ?? id, type: pack?.type, currency: pack?.currency ?? '', texts: packTexts(languages.packs, id) };
}

/**
 * The texts of pack `id` merged over those of the packs it falls back to (`base`), so a partial pack (zh) is
 * complete. The build merges each screen's copy with it; the page merges the shared copy.
 */
export function packTexts(packs: Languages['packs'], id: string): Record<string, Record<string, string>> {
  const chain: string[] = [];
  for (let at: string | undefined = id; at && !chain.includes(at); at = packs[at]?.base) chain.unshift(at);
  const texts: Record<string, Record<string, string>> = {};
  for (const packId of chain) {
    for (const [group, entries] of Object.entries(packs[packId]?.texts ?? {})) texts[group] = { ...texts[group], ...entries };
  }
  return texts;
}

/** What expressions read as `lang`: the language without its texts, which they read as `t`. */
export function langScope({ id, currency, name, type }: Language): {
  id: string;
  currency: string;
  name: string;
  type: number | undefined;
} {
  return { id, currency, name, type };
}
