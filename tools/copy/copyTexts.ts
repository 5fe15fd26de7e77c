import { parse } from 'yaml';
import { isRecord } from '../check/describe.ts';

/** A language pack as the copy table shows it: its id, and the pack it falls back to when it has no text of its own. */
export interface CopyPack {
  id: string;
  base?: string;
}

/**
 * Every copy text of pages.yaml: the packs in the order pages.yaml lists them, every key (`group.key`, as screens
 * name it without `t.`) in the order it first appears, and each pack's own texts. A pack without a text for a key
 * has no entry for it (a pack with a `base` shows that pack's text instead).
 */
export interface CopyTexts {
  packs: CopyPack[];
  keys: string[];
  texts: Record<string, Record<string, string>>;
}

/** Copy texts that cannot be read or written as asked, in words for the staffer. */
export class CopyError extends Error {}

/** Reads the copy texts of a pages.yaml text; throws an Error in plain words when there are none to read. */
export function copyTextsOf(text: string): CopyTexts {
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 1000 });
  } catch {
    throw new CopyError('pages.yaml cannot be read as YAML; fix it first (npm run check says where)');
  }
  const packs = isRecord(data) && isRecord(data.languages) ? data.languages.packs : undefined;
  if (!isRecord(packs)) throw new CopyError('pages.yaml has no language packs (languages.packs)');
  const keys = new Set<string>();
  const texts: CopyTexts['texts'] = {};
  const list: CopyPack[] = [];
  for (const [id, pack] of Object.entries(packs)) {
    const own: Record<string, string> = {};
    const groups = isRecord(pack) && isRecord(pack.texts) ? pack.texts : {};
    for (const [group, entries] of Object.entries(groups)) {
      if (!isRecord(entries)) continue;
      for (const [name, value] of Object.entries(entries)) {
        if (value === null || typeof value === 'object') continue;
        keys.add(`${group}.${name}`);
        own[`${group}.${name}`] = String(value);
      }
    }
    texts[id] = own;
    list.push(isRecord(pack) && typeof pack.base === 'string' ? { id, base: pack.base } : { id });
  }
  return { packs: list, keys: [...keys], texts };
}
