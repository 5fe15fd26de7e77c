import { parse } from 'yaml';

/** The language the bench loads its screens in, and the copy its predicates look for. */
export interface BenchCopy {
  /** pages.yaml's default language: what a page opened without a language parameter shows. */
  language: string;
  /** The text `key` (`complaint.nextTitle`) in that language, as a JavaScript string literal. */
  copy(key: string): string;
}

interface Pages {
  languages: { default: string; packs: Record<string, { texts: Record<string, unknown> }> };
}

/** The bench's language and copy, read from pages.yaml's text; a missing text is an error that names it. */
export function benchCopy(pagesText: string): BenchCopy {
  const { languages } = parse(pagesText) as Pages;
  const language = languages.default;
  const texts = languages.packs[language]?.texts ?? {};
  return {
    language,
    copy(key) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
      if (typeof text !== 'string') throw new Error(`pages.yaml has no text "${key}" in its default language (${language})`);
      return JSON.stringify(text);
    },
  };
}
