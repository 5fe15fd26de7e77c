import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

interface Pages {
  constants: Record<string, string | number>;
  languages: { packs: Record<string, { texts: Record<string, Record<string, string>>; currency: string }> };
}

const pages = parse(readFileSync(resolve(import.meta.dirname, '../../pages.yaml'), 'utf8')) as Pages;

/** Copy texts of a language pack, so tests find what a borrower reads without repeating it. */
export function copy(lang: 'es' | 'en'): Record<string, Record<string, string>> {
  return pages.languages.packs[lang]!.texts;
}

/** A constant of pages.yaml. */
export function constant(name: string): string | number {
  return pages.constants[name]!;
}

/** fmt() as expressions do: {0}, {1} … replaced in order. */
export function fill(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
