import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../tools/check/runCheck.ts';
import { CopyImportError, exportCopyCsv, importCopyCsv } from '../../tools/copy/copyCsv.ts';
import { formatCsv, parseCsv } from '../../tools/copy/csv.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
const exported = exportCopyCsv(PAGES);
const rows = parseCsv(exported);

/** The export with one cell replaced (row of `key`, column of `pack`). */
function withCell(key: string, pack: string, value: string): string {
  const [header, ...body] = rows.map((r) => [...r.cells]);
  const row = body.find((cells) => cells[0] === key)!;
  row[header!.indexOf(pack)] = value;
  return formatCsv([header!, ...body]);
}

/** The refusal of an import, as `line: message` lines; fails the test if the import went through. */
function refusal(csv: string): string[] {
  try {
    importCopyCsv(PAGES, csv);
  } catch (error) {
    if (error instanceof CopyImportError) return error.problems.map((p) => `${p.line}: ${p.message}`);
    throw error;
  }
  throw new Error('the import was not refused');
}

/** The lines that differ between two texts of the same line count. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('export', () => {
  it('has the header key and the packs in pages.yaml order, and one row per copy key as screens name it', () => {
    expect(exported.startsWith('key,es,en,zh\r\n')).toBe(true);
    const keys = rows.slice(1).map((r) => r.cells[0]);
    expect(keys).toContain('complaint.emptyText');
    expect(new Set(keys).size).toBe(keys.length);
    const data = parse(PAGES) as { languages: { packs: { es: { texts: Record<string, Record<string, string>> } } } };
    const esKeys = Object.entries(data.languages.packs.es.texts).flatMap(([g, t]) => Object.keys(t).map((k) => `${g}.${k}`));
    expect(keys).toEqual(esKeys);
    const row = rows.find((r) => r.cells[0] === 'complaint.emptyText')!.cells;
    expect(row).toEqual([
      'complaint.emptyText',
      'Por favor, escribe tus opiniones y sugerencias.',
      'Please provide your opinions and suggestions.',
      '',
    ]);
    // zh (a pack that falls back to es) has its own texts only.
    expect(rows.find((r) => r.cells[0] === 'promo.phoneInvalid')!.cells[3]).toBe('请正确输入手机号');
  });
});

describe('import', () => {
  it('of an unchanged export leaves pages.yaml byte for byte the same', () => {
    const { text, changes } = importCopyCsv(PAGES, exported);
    expect(changes).toEqual([]);
    expect(text).toBe(PAGES);
  });

  it('of an unchanged export as a spreadsheet saves it (BOM, LF, every cell quoted) changes nothing either', () => {
    const resaved = `\uFEFF${rows.map((r) => r.cells.map((c) => `"${c.replaceAll('"', '""').replaceAll('\n', '\r\n')}"`).join(',')).join('\n')}\n`;
    expect(importCopyCsv(PAGES, resaved).text).toBe(PAGES);
  });

  it('of an edited cell changes that one value, keeping comments and quoting', () => {
    const { text, changes } = importCopyCsv(PAGES, withCell('complaint.emptyText', 'en', 'Tell us, in a few words, what went wrong.'));
    expect(changes).toMatchObject([{ key: 'complaint.emptyText', pack: 'en', line: expect.any(Number) }]);
    expect(changedLines(PAGES, text)).toEqual(['          emptyText: Tell us, in a few words, what went wrong.']);
    const quoted = importCopyCsv(PAGES, withCell('promo.phonePlaceholder', 'en', 'Mobile number, {0} digits')).text;
    expect(changedLines(PAGES, quoted)).toEqual(['          phonePlaceholder: "Mobile number, {0} digits"']);
    expect(checkFile(join(ROOT, 'pages.yaml'), quoted).problems).toEqual([]);
  });

  it('of a text a partial pack did not have adds it to that pack only', () => {
    const { text } = importCopyCsv(PAGES, withCell('complaint.emptyText', 'zh', '请写下您的意见和建议。'));
    const data = parse(text) as { languages: { packs: Record<string, { texts: Record<string, Record<string, string>> }> } };
    expect(data.languages.packs.zh!.texts.complaint).toEqual({ emptyText: '请写下您的意见和建议。' });
    expect(text.replace('        complaint:\n          emptyText: 请写下您的意见和建议。\n', '')).toBe(PAGES);
    expect(checkFile(join(ROOT, 'pages.yaml'), text).problems).toEqual([]);
  });

  it('names the line of a row after a text with line breaks', () => {
    const csv = `key,es,en,zh\r\ncomplaint.emptyText,"Uno\r\ndos",Two,\r\ncomplaint.nope,a,b,\r\n`;
    expect(refusal(csv)).toEqual(['4: pages.yaml has no copy text complaint.nope']);
  });
});

describe('import refuses, with the CSV line, and writes nothing', () => {
  const line = (key: string) => rows.find((r) => r.cells[0] === key)!.line;

  it('a key that does not exist', () => {
    const csv = exported.replace('\r\ncomplaint.emptyText,', '\r\ncomplaint.emptyTxt,');
    expect(refusal(csv)).toEqual([
      `${line('complaint.emptyText')}: pages.yaml has no copy text complaint.emptyTxt; did you mean complaint.emptyText?`,
    ]);
  });

  it('a missing column, an unknown one, a column twice', () => {
    const drop = formatCsv(rows.map((r) => r.cells.slice(0, 3)));
    expect(refusal(drop)).toEqual(['1: there is no column zh; the header must be key,es,en,zh']);
    expect(refusal(exported.replace('key,es,en,zh', 'key,es,en,fr'))).toEqual([
      '1: column "fr" is not a language pack of pages.yaml (es, en, zh); there is no column zh; the header must be key,es,en,zh',
    ]);
    expect(refusal(exported.replace('key,es,en,zh', 'key,es,es,zh'))).toEqual([
      '1: column es is there twice; there is no column en; the header must be key,es,en,zh',
    ]);
    expect(refusal('')).toEqual(['1: the file is empty; it needs the header key,es,en,zh']);
  });

  it('malformed rows: a cell too many or too few, a stray quote, a quote never closed', () => {
    const at = line('site.navHome');
    expect(refusal(exported.replace('\r\nsite.navHome,Inicio,Home,\r\n', '\r\nsite.navHome,Inicio,Home\r\n'))).toEqual([
      `${at}: this row has 3 cells and the header 4; a text with a comma, a quote or a line break must be in quotes`,
    ]);
    expect(refusal(exported.replace('\r\nsite.navHome,Inicio,Home,\r\n', '\r\nsite.navHome,Inicio, sweet,Home,\r\n'))).toEqual([
      `${at}: this row has 5 cells and the header 4; a text with a comma, a quote or a line break must be in quotes`,
    ]);
    expect(refusal(exported.replace('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,Ini"cio,Home,'))).toEqual([
      `${at}: a quote inside a cell that does not start with one; quote the whole cell and write the quote twice ("")`,
    ]);
    expect(refusal(exported.replace('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,"Inicio"x,Home,'))).toEqual([
      `${at}: text after the closing quote of a cell; a quote inside a quoted cell is written twice ("")`,
    ]);
    expect(refusal(exported.replace('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,"Inicio,Home,'))).toEqual([
      `${at}: a quoted cell opens here and runs on to line ${line('site.homeTitle')}, where text follows its closing quote; is a closing " missing?`,
    ]);
    expect(refusal(`${exported}site.navHome,"Inicio,Home,\r\n`)).toEqual([
      `${rows.length + 1}: a quoted cell is never closed; close it with "`,
    ]);
  });

  it('a text that breaks a {0} placeholder of the other packs', () => {
    expect(refusal(withCell('promo.phonePlaceholder', 'en', 'Your mobile number'))).toEqual([
      `${line('promo.phonePlaceholder')}: the en text of promo.phonePlaceholder has no {0}, which pack es has; fmt fills each placeholder with a value, so keep the same ones`,
    ]);
    expect(refusal(withCell('site.navHome', 'es', 'Inicio {0}'))).toEqual([
      `${line('site.navHome')}: the es text of site.navHome has {0}, which pack en does not; fmt fills each placeholder with a value, so keep the same ones`,
    ]);
  });

  it('a key twice, and an emptied text; every mistake of the file at once', () => {
    const twice = `${exported}site.navHome,Inicio,Home,\r\n`;
    expect(refusal(twice)).toEqual([`${rows.length + 1}: site.navHome is already on line ${line('site.navHome')}; keep one row per key`]);
    const both = withCell('site.navHome', 'en', '').replace('\r\ncomplaint.emptyText,', '\r\ncomplaint.emptyTxt,');
    expect(refusal(both)).toEqual([
      `${line('site.navHome')}: the en text of site.navHome is empty here but pages.yaml has "Home"; to remove a text, delete it in pages.yaml`,
      `${line('complaint.emptyText')}: pages.yaml has no copy text complaint.emptyTxt; did you mean complaint.emptyText?`,
    ]);
  });
});

describe('npm run copy', () => {
  const run = promisify(execFile);
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const dir = mkdtempSync(join(tmpdir(), 'copy-cli-'));
  const pages = join(dir, 'pages.yaml');
  const csv = join(dir, 'texts.csv');

  it('exports, refuses a bad file with its line and writes nothing, imports a good one', { timeout: 60_000 }, async () => {
    writeFileSync(pages, PAGES);
    await run(tsx, ['tools/scripts/copy.ts', 'export', csv, '--pages', pages], { cwd: ROOT });
    expect(readFileSync(csv, 'utf8')).toBe(exported);

    writeFileSync(csv, exported.replace('\r\ncomplaint.emptyText,', '\r\ncomplaint.emptyTxt,'));
    const failed = await run(tsx, ['tools/scripts/copy.ts', 'import', csv, '--pages', pages], { cwd: ROOT }).catch((e) => e);
    expect(failed.code).toBe(1);
    const at = rows.find((r) => r.cells[0] === 'complaint.emptyText')!.line;
    expect(failed.stderr).toContain(`${csv}:${at}: pages.yaml has no copy text complaint.emptyTxt`);
    expect(failed.stderr).toContain('was not changed');
    expect(readFileSync(pages, 'utf8')).toBe(PAGES);

    writeFileSync(csv, withCell('complaint.emptyText', 'en', 'Please tell us what happened.'));
    const { stdout } = await run(tsx, ['tools/scripts/copy.ts', 'import', csv, '--pages', pages], { cwd: ROOT });
    expect(stdout).toContain('1 text changed');
    expect(changedLines(PAGES, readFileSync(pages, 'utf8'))).toEqual(['          emptyText: Please tell us what happened.']);
  });
});
