import { pages } from './pages.ts';
import type { Lang } from './language.ts';

/** Copy texts of a language pack, so tests find what a borrower reads without repeating it. */
export function copy(lang: Lang): Record<string, Record<string, string>> {
  return pages.languages.packs[lang]!.texts;
}

/** A constant of pages.yaml, failing loudly if it has none of that name. */
export function constant(name: string): string | number {
  const value = (pages.constants as Record<string, string | number | undefined>)[name];
  if (value === undefined) throw new Error(`pages.yaml has no constant ${name}`);
  return value;
}

/** fmt() as expressions do: {0}, {1} … replaced in order. */
export function fill(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
