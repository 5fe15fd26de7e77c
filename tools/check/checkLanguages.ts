import { PLACEHOLDER_REASON, placeholderMismatch } from './copyPlaceholders.ts';
import { closest } from './describe.ts';
import type { Problem } from './problem.ts';
import { asRecord } from './screenIndex.ts';

/** Copy keys ("group.key") of every pack, following `base` for packs that fall back to another. */
export function copyKeysOf(languages: Record<string, unknown>): Map<string, Set<string>> {
  const packs = asRecord(languages.packs);
  const keys = new Map<string, Set<string>>();
  for (const [id, pack] of Object.entries(packs)) {
    const set = new Set<string>();
    for (const [group, texts] of Object.entries(asRecord(asRecord(pack).texts))) {
      for (const key of Object.keys(asRecord(texts))) set.add(`${group}.${key}`);
    }
    keys.set(id, set);
  }
  return keys;
}

/**
 * Every full pack has every copy text, and every text the app's code shows itself (`codeTexts`: "group.key" and the
 * file that reads it); a pack with a `base` may hold only texts that exist; the packs the selector names exist; a
 * copy text has the same placeholders in every pack and no character lost on the way.
 */
export function checkLanguages(languages: Record<string, unknown>, codeTexts: readonly { key: string; file: string }[]): Problem[] {
  const problems: Problem[] = [];
  const packs = asRecord(languages.packs);
  const keys = copyKeysOf(languages);
  const full = Object.keys(packs).filter((id) => asRecord(packs[id]).base === undefined);
  const all = new Set([...keys.values()].flatMap((set) => [...set]));
  // A text no pack has: the app would show its key ("retry") where the words belong.
  const readByCode = new Map(codeTexts.filter(({ key }) => !all.has(key)).map(({ key, file }) => [key, file]));
  const packExists = (id: unknown, path: (string | number)[], what: string) => {
    if (typeof id !== 'string' || id in packs) return;
    const guess = closest(id, Object.keys(packs));
    problems.push({
      path,
      message: `${what} language pack "${id}", which is not under languages.packs${guess ? `; did you mean "${guess}"?` : ''}`,
    });
  };
  packExists(languages.default, ['languages', 'default'], 'the default language is');
  for (const [value, id] of Object.entries(asRecord(languages.byParam)))
    packExists(id, ['languages', 'byParam', value], `the page address parameter ${String(languages.param)}=${value} chooses`);
  for (const [id, pack] of Object.entries(packs)) {
    const base = asRecord(pack).base;
    packExists(base, ['languages', 'packs', id, 'base'], `language pack ${id} falls back to`);
    if (base !== undefined) continue;
    // At the key of the text's group in this pack, or of its texts when the group is not there either.
    const missing = (key: string, why: string) => {
      const [group] = key.split('.') as [string];
      const inGroup = asRecord(asRecord(asRecord(pack).texts)[group]);
      problems.push({
        path: Object.keys(inGroup).length ? ['languages', 'packs', id, 'texts', group] : ['languages', 'packs', id, 'texts'],
        key: true,
        message: `language pack ${id} is missing the copy text ${key}${why}`,
      });
    };
    for (const key of all) {
      if (keys.get(id)?.has(key)) continue;
      const holder = full.find((other) => keys.get(other)?.has(key)) ?? [...keys.keys()].find((other) => keys.get(other)?.has(key));
      missing(key, ` (pack ${holder ?? '?'} has it)`);
    }
    for (const [key, file] of readByCode) missing(key, `, which the app shows by itself (${file})`);
  }
  problems.push(...checkPlaceholders(packs, String(languages.default)), ...checkLostCharacters(packs));
  return problems;
}

/** A "�" in a copy text is a character some program could not read (a file saved in another encoding), never a text. */
function checkLostCharacters(packs: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [id, pack] of Object.entries(packs))
    for (const [group, entries] of Object.entries(asRecord(asRecord(pack).texts)))
      for (const [name, text] of Object.entries(asRecord(entries)))
        if (typeof text === 'string' && text.includes('\uFFFD'))
          problems.push({
            path: ['languages', 'packs', id, 'texts', group, name],
            message: `copy text ${group}.${name} in pack ${id} has "\uFFFD", the mark a program leaves where it could not read a character (a file saved in another encoding than UTF-8); write the text as borrowers should read it`,
          });
  return problems;
}

/** Each pack's text of a key against the default pack's (or the first pack's that has it): the same placeholders. */
function checkPlaceholders(packs: Record<string, unknown>, defaultPack: string): Problem[] {
  const texts = (id: string) => asRecord(asRecord(packs[id]).texts);
  const order = [defaultPack, ...Object.keys(packs).filter((id) => id !== defaultPack)].filter((id) => id in packs);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const first of order) {
    for (const [group, entries] of Object.entries(texts(first))) {
      for (const [name, reference] of Object.entries(asRecord(entries))) {
        if (seen.has(`${group}.${name}`) || typeof reference !== 'string') continue;
        seen.add(`${group}.${name}`);
        for (const id of order.filter((other) => other !== first)) {
          const text = asRecord(texts(id)[group])[name];
          const mismatch = typeof text === 'string' ? placeholderMismatch(text, reference, first) : undefined;
          if (mismatch)
            problems.push({
              path: ['languages', 'packs', id, 'texts', group, name],
              message: `copy text ${group}.${name} in pack ${id} ${mismatch}; ${PLACEHOLDER_REASON}, so every language needs the same ones`,
            });
        }
      }
    }
  }
  return problems;
}
