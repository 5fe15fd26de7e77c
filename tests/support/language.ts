import { pages } from './pages.ts';

/** The languages of the borrower pages, as tests walk them. */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The query parameter the app picks its language by (pages.yaml `languages.param`). */
export const LANG_PARAM = pages.languages.param;

function valueFor(lang: Lang): string {
  const found = Object.entries(pages.languages.byParam).find(([, pack]) => pack === lang);
  if (!found) throw new Error(`pages.yaml's languages.byParam picks no ${lang}`);
  return found[0];
}

/** The value of that parameter that picks each language (`languages.byParam`: es 2, en 1). */
export const LANG_VALUE: Record<Lang, string> = { es: valueFor('es'), en: valueFor('en') };

/** The currency sign a language pack shows amounts with. */
export function currency(lang: Lang): string {
  return pages.languages.packs[lang]!.currency;
}
