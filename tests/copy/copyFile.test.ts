import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readSheet } from 'read-excel-file/node';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../tools/check/runCheck.ts';
import { exportCopyFile, importCopyFile } from '../../tools/copy/copyFile.ts';
import { RECORD_HEADING } from '../../tools/copy/exportRecord.ts';
import { readCsv } from '../../tools/copy/csvSheet.ts';
import { writeXlsx } from '../../tools/copy/xlsxSheet.ts';
import writeExcelFile from 'write-excel-file/node';
import { changedLines, csv, fixture, PAGES, refusal, ROOT, rowOf, table, utf8, withCell } from './copyFiles.ts';

const exported = Buffer.from(await exportCopyFile(PAGES, 'csv'));
const record = (key: string) => table[rowOf(key) - 1]!.at(-1)!;

describe('export', () => {
  it('has the header key and the packs in pages.yaml order, and one row per copy key as screens name it', () => {
    expect(table[0]).toEqual(['key', 'es', 'en', 'zh', RECORD_HEADING]);
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
      expect.stringMatching(/^v1\.[\w-]+$/),
    ]);
    // zh (a pack that falls back to es) has its own texts only.
    expect(table[rowOf('promo.phoneInvalid') - 1]![3]).toBe('请正确输入手机号');
  });

  it('writes CSV that Excel opens as UTF-8: a byte order mark, CRLF, cells quoted where they need it', () => {
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = exported.subarray(3).toString('utf8');
    expect(text.startsWith(`key,es,en,zh,${RECORD_HEADING}\r\n`)).toBe(true);
    expect(text).toContain(
      '\r\ncomplaint.emptyText,"Por favor, escribe tus opiniones y sugerencias.",Please provide your opinions and suggestions.,,v1.',
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
    expect(await importCopyFile(PAGES, exported)).toEqual({ text: PAGES, changes: [], conflicts: [], notes: [] });
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
    const { text, changes } = await importCopyFile(PAGES, fixture('libreoffice-with-record.xlsx'));
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

  it('reads a file of only some rows', async () => {
    const rows = withCell('complaint.emptyText', 'es', 'Por favor, cuéntanos qué pasó.');
    const { text, changes } = await importCopyFile(
      PAGES,
      csv([rows[0]!, rows[rowOf('site.navHome') - 1]!, rows[rowOf('complaint.emptyText') - 1]!]),
    );
    expect(changes).toMatchObject([{ key: 'complaint.emptyText', pack: 'es', row: 3 }]);
    expect(changedLines(PAGES, text)).toEqual(['          emptyText: Por favor, cuéntanos qué pasó.']);
  });

  it('understands semicolons, as a Spanish-locale Excel separates cells', async () => {
    const rows = [
      `key;es;en;zh;${RECORD_HEADING}`,
      `site.navHome;Inicio;Start;;${record('site.navHome')}`,
      `"complaint.emptyText";"Por favor; escribe";"Please provide your opinions and suggestions.";;"${record('complaint.emptyText')}"`,
    ];
    const { text } = await importCopyFile(PAGES, utf8(`\uFEFF${rows.join('\r\n')}\r\n`));
    expect(changedLines(PAGES, text).sort()).toEqual(['          emptyText: Por favor; escribe', '          navHome: Start']);
  });

  it('numbers rows as the spreadsheet shows them: a cell with line breaks is one row, an empty line an empty row', async () => {
    const file = `key,es,en,zh,${RECORD_HEADING}\r\ncomplaint.emptyText,"Uno\r\ndos",Two,,${record('complaint.emptyText')}\r\n\r\ncomplaint.nope,a,b,,${record('site.navHome')}\r\n`;
    expect(await refusal(utf8(file))).toEqual([
      '4: the key of this row was site.navHome when it was exported, not complaint.nope; a key cannot be changed',
    ]);
  });
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
  const first = `key, es, en, zh, ${RECORD_HEADING}`;
  const changedKey = (from: string, to: string) =>
    `${rowOf(from)}: the key of this row was ${from} when it was exported, not ${to}; a key cannot be changed`;

  it('a key changed, a row without its record, and a key pages.yaml lacks in a file without the record', async () => {
    expect(await refusal(csv(withCell('complaint.emptyText', 'key', 'complaint.emptyTxt')))).toEqual([
      changedKey('complaint.emptyText', 'complaint.emptyTxt'),
    ]);
    expect(await refusal(csv(withCell('complaint.emptyText', RECORD_HEADING, '')))).toEqual([
      `${rowOf('complaint.emptyText')}: complaint.emptyText has no record of what it said when exported (the last column): a row can only come from an export; copy it from a new one`,
    ]);
    const old = withCell('complaint.emptyText', 'key', 'complaint.emptyTxt').map((r) => r.slice(0, 4));
    expect(await refusal(csv(old), { allDifferences: true })).toEqual([
      `${rowOf('complaint.emptyText')}: pages.yaml has no copy text complaint.emptyTxt; did you mean complaint.emptyText?`,
    ]);
  });

  it('a missing column, an unknown one, a column twice, together with the rows', async () => {
    expect(await refusal(csv(table.map((r) => [...r.slice(0, 3), r[4]!])))).toEqual([
      `1: there is no column zh; the first row must be ${first}`,
    ]);
    const header = (names: string[], rows = table) => [names, ...rows.slice(1)];
    expect(await refusal(csv(header(['key', 'es', 'en', 'fr', RECORD_HEADING])))).toEqual([
      `1: column "fr" is not a language of pages.yaml (es, en, zh); there is no column zh; the first row must be ${first}`,
    ]);
    expect(await refusal(csv(header(['key', 'es', 'es', 'zh', RECORD_HEADING])))).toEqual([
      `1: column es is there twice; there is no column en; the first row must be ${first}`,
    ]);
    const both = header(['clave', 'es', 'en', 'zh', RECORD_HEADING], withCell('site.navHome', 'key', 'site.navHom'));
    expect(await refusal(csv(both))).toEqual([
      `1: the first column must be key, not "clave"; the first row must be ${first}`,
      changedKey('site.navHome', 'site.navHom'),
    ]);
    expect(await refusal(utf8(''))).toEqual(['1: the file is empty; its first row must be key, es, en, zh']);
  });

  it('malformed rows: a text past the last column, a stray quote, a quote never closed', async () => {
    const at = rowOf('site.navHome');
    const text = exported.toString('utf8');
    const edit = (from: string, to: string) => utf8(text.replace(from, to));
    expect(await refusal(edit('\r\nsite.navHome,Inicio,Home,', '\r\nsite.navHome,Inicio, sweet,Home,'))).toEqual([
      `${at}: the row of site.navHome has 6 cells and the first row 5; a text with a comma, a quote or a line break must be in quotes`,
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
      changedKey('complaint.emptyText', 'complaint.emptyTxt'),
    ]);
  });

  it('a workbook cell the spreadsheet turned into TRUE or a date, at its row and key', async () => {
    const rows = table.map((cells, i) =>
      cells.map((value, column) =>
        i === rowOf('site.navHome') - 1 && column === 2 ? { value: true, type: Boolean } : { value, type: String },
      ),
    );
    const workbook = Buffer.from(await writeExcelFile(rows).toBuffer());
    expect(await refusal(workbook)).toEqual([
      `${rowOf('site.navHome')}: the cell in column C (site.navHome) holds TRUE or FALSE, not a text; format the cell as Text and type the text again`,
    ]);
  });

  it('the same refusals at the same rows from a workbook as from the CSV', async () => {
    const broken = withCell('complaint.emptyText', 'key', 'complaint.emptyTxt', withCell('promo.phoneInvalid', 'zh', '????????'));
    const rows = [['clave', ...table[0]!.slice(1)], ...broken.slice(1)];
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

    writeFileSync(file, csv(withCell('complaint.emptyText', 'en', '')));
    const failed = await copy('import', file).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`${file}, row ${rowOf('complaint.emptyText')}: the en text of complaint.emptyText is empty here`);
    expect(failed.stderr).toContain('was not changed');
    expect(readFileSync(pages, 'utf8')).toBe(PAGES);

    writeFileSync(file, csv(withCell('complaint.emptyText', 'en', 'Please tell us what happened.')));
    const { stdout } = await copy('import', file);
    expect(stdout).toContain('1 text changed');
    expect(changedLines(PAGES, readFileSync(pages, 'utf8'))).toEqual(['          emptyText: Please tell us what happened.']);
  });

  it('refuses a CSV that is not UTF-8, naming its encoding, and imports it when told that encoding', { timeout: 120_000 }, async () => {
    writeFileSync(pages, PAGES);
    const file = join(import.meta.dirname, 'fixtures', 'libreoffice-changed-macintosh.csv');
    const failed = await copy('import', file).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('this file is not saved as UTF-8; it is Mac Roman. Save it as "CSV UTF-8 (Comma delimited)"');
    expect(failed.stderr).toContain('--encoding macintosh');
    expect(readFileSync(pages)).toEqual(Buffer.from(PAGES));
    const wrong = await copy('import', file, '--encoding', 'utf-7').catch((e) => e);
    expect(wrong.stderr).toContain('--encoding utf-7: the import reads windows-1252, macintosh, iso-8859-15');
    const { stdout } = await copy('import', file, '--encoding', 'macintosh');
    expect(stdout).toContain('3 texts changed');
    expect(stdout).toContain('(read as Mac Roman)');
    expect(stdout).toContain('which has no place for characters of 1 text (such as "请" in zh)');
  });

  it('names each conflict with both texts, leaves it as pages.yaml has it and ends with status 1', { timeout: 60_000 }, async () => {
    const newer = PAGES.replace('          submit: Submit\n', '          submit: Send your message\n');
    writeFileSync(pages, newer);
    const file = join(dir, 'stale.csv');
    writeFileSync(file, csv(withCell('contact.submit', 'en', 'Send', withCell('site.navHome', 'en', 'Start'))));
    const failed = await copy('import', file).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('1 text changed');
    expect(failed.stderr).toContain(
      `${file}, row ${rowOf('contact.submit')}: contact.submit (en) was not changed: pages.yaml has "Send your message" since, and this file has "Send", and its en text was "Submit" when the file was exported.`,
    );
    expect(changedLines(newer, readFileSync(pages, 'utf8'))).toEqual(['          navHome: Start']);
  });
});
