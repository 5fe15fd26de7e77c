import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { type CopyFileOptions, importCopyFile } from '../../tools/copy/copyFile.ts';
import { copyTable } from '../../tools/copy/copyTable.ts';
import { copyTextsOf } from '../../tools/copy/copyTexts.ts';
import { writeCsv } from '../../tools/copy/csvSheet.ts';
import { CopyImportError } from '../../tools/copy/sheet.ts';

// What the tests of the translators' file share: pages.yaml, its table, and ways to change and read files.

export const ROOT = resolve(import.meta.dirname, '../..');
export const PAGES = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
export const table = copyTable(PAGES);
export const rowOf = (key: string, rows = table) => rows.findIndex((cells) => cells[0] === key) + 1;
export const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

/** The table with one cell replaced (row of `key`, column of `pack`). */
export function withCell(key: string, pack: string, value: string, rows = table): string[][] {
  const copy = rows.map((cells) => [...cells]);
  copy[rowOf(key, rows) - 1]![copy[0]!.indexOf(pack)] = value;
  return copy;
}

export const csv = (rows: string[][]) => writeCsv(rows);
export const utf8 = (text: string) => Buffer.from(text);

/** The refusal of an import, as `row: message` lines (`file: message` for the whole file); fails if it went through. */
export async function refusal(bytes: Uint8Array, options?: CopyFileOptions, pages = PAGES): Promise<string[]> {
  try {
    await importCopyFile(pages, bytes, options);
  } catch (error) {
    if (error instanceof CopyImportError) return error.problems.map((p) => `${p.row ?? 'file'}: ${p.message}`);
    throw error;
  }
  throw new Error('the import was not refused');
}

/** The lines that differ between two texts of the same line count. */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** Every copy text of a pages.yaml text, pack by pack and key by key. */
export const textsOf = (pagesText: string) => copyTextsOf(pagesText).texts;

/** pages.yaml's texts with these set, key by key: what an import must leave. */
export function textsWith(pagesText: string, set: Record<string, Record<string, string>>) {
  const texts = textsOf(pagesText);
  return Object.fromEntries(Object.entries(texts).map(([pack, own]) => [pack, { ...own, ...set[pack] }]));
}
