import { describe, expect, it } from 'vitest';
import { exportCopyFile, importCopyFile } from '../../tools/copy/copyFile.ts';
import { copyTable } from '../../tools/copy/copyTable.ts';
import { RECORD_HEADING } from '../../tools/copy/exportRecord.ts';
import { conflictMessage } from '../../tools/copy/importCopyTable.ts';
import { writeXlsx } from '../../tools/copy/xlsxSheet.ts';
import { changedLines, csv, PAGES, refusal, rowOf, table, textsOf, textsWith, withCell } from './copyFiles.ts';

// A file exported before someone else changed pages.yaml: only what the translator changed may come in.
const newer = PAGES.replace('          submit: Submit\n', '          submit: Send your message\n');
const submitRow = rowOf('contact.submit');

describe('an import applies only what the translator changed since the export', () => {
  it.each(['csv', 'xlsx'] as const)('%s: an unchanged export changes nothing, whatever pages.yaml did since', async (format) => {
    const stale = await exportCopyFile(PAGES, format);
    expect(await importCopyFile(newer, stale)).toEqual({ text: newer, changes: [], conflicts: [], notes: [] });
  });

  it.each(['csv', 'xlsx'] as const)('%s: a stale export leaves a newer edit in place and takes the translator’s others', async (format) => {
    const edited = withCell('site.navHome', 'en', 'Start');
    const { text, changes, conflicts } = await importCopyFile(newer, format === 'csv' ? csv(edited) : await writeXlsx(edited));
    expect(conflicts).toEqual([]);
    expect(changes).toMatchObject([{ key: 'site.navHome', pack: 'en', value: 'Start', before: 'Home' }]);
    expect(textsOf(text)).toEqual(textsWith(newer, { en: { 'site.navHome': 'Start' } }));
  });

  it('names a text changed in both, with both texts and the exported one, and leaves pages.yaml’s', async () => {
    const { text, conflicts } = await importCopyFile(
      newer,
      csv(withCell('contact.submit', 'en', 'Send', withCell('site.navHome', 'en', 'Start'))),
    );
    expect(conflicts).toEqual([
      { row: submitRow, key: 'contact.submit', pack: 'en', exported: 'Submit', file: 'Send', pages: 'Send your message' },
    ]);
    expect(conflictMessage(conflicts[0]!)).toBe(
      'contact.submit (en) was not changed: pages.yaml has "Send your message" since, and this file has "Send", and its en text was "Submit" when the file was exported. Pick one: if the file\'s text is right, type it in the studio\'s Translations tab or in pages.yaml',
    );
    expect(changedLines(newer, text)).toEqual(['          navHome: Start']);
  });

  it('takes the same change made in both without a conflict', async () => {
    expect(await importCopyFile(newer, csv(withCell('contact.submit', 'en', 'Send your message')))).toMatchObject({
      text: newer,
      changes: [],
      conflicts: [],
    });
  });

  it('names a changed text whose key or language pages.yaml no longer has, and skips unchanged ones', async () => {
    const without = PAGES.replace(/^ {10}navHome: .*\n/gm, '');
    expect((await importCopyFile(without, await exportCopyFile(PAGES, 'csv'))).text).toBe(without);
    const { conflicts } = await importCopyFile(without, csv(withCell('site.navHome', 'en', 'Start')));
    expect(conflicts).toEqual([{ row: rowOf('site.navHome'), key: 'site.navHome', pack: 'en', exported: 'Home', file: 'Start' }]);
    expect(conflictMessage(conflicts[0]!)).toBe(
      'site.navHome (en) was not changed: pages.yaml has no such text any more; this file has "Start", and its en text was "Home" when the file was exported',
    );
  });

  it('names a text a pack had none of when exported, that both the file and pages.yaml added', async () => {
    const withZh = PAGES.replace(
      '        promo:\n          phoneInvalid: 请正确输入手机号\n',
      '        promo:\n          phoneInvalid: 请正确输入手机号\n          phonePlaceholder: 手机号 {0}\n',
    );
    expect(withZh).not.toBe(PAGES);
    const { conflicts } = await importCopyFile(withZh, csv(withCell('promo.phonePlaceholder', 'zh', '请输入 {0} 位手机号')));
    expect(conflicts).toEqual([
      {
        row: rowOf('promo.phonePlaceholder'),
        key: 'promo.phonePlaceholder',
        pack: 'zh',
        exported: '',
        file: '请输入 {0} 位手机号',
        pages: '手机号 {0}',
      },
    ]);
  });
});

describe('a file without the export record', () => {
  const old = (rows: string[][]) => rows.map((r) => r.slice(0, 4));

  it('is refused with the reason and the way on, having written nothing', async () => {
    expect(await refusal(csv(old(table)))).toEqual([
      `file: this file has no column "${RECORD_HEADING}": it was exported before the import kept a record of what each text said, or that column was deleted. Without it the import cannot tell the texts changed in the file from those changed in pages.yaml since, and would put the file's back. Export again and carry the changes over; or, if pages.yaml has changed in none of this file's texts since it was exported, import it with --all-differences (in the studio: "Write every difference")`,
    ]);
  });

  it('with allDifferences, writes every text that differs from pages.yaml, a newer edit included', async () => {
    const { text, changes } = await importCopyFile(newer, csv(old(withCell('site.navHome', 'en', 'Start'))), { allDifferences: true });
    expect(changes.map((c) => `${c.row} ${c.key} ${c.value}`)).toEqual([
      `${rowOf('site.navHome')} site.navHome Start`,
      `${submitRow} contact.submit Submit`,
    ]);
    expect(textsOf(text)).toEqual(textsWith(newer, { en: { 'site.navHome': 'Start', 'contact.submit': 'Submit' } }));
  });

  it('reads a row without its trailing empty cells as empty cells', async () => {
    const rows = [
      'key,es,en,zh',
      'complaint.emptyText,"Por favor, cuéntanos qué pasó.",Please provide your opinions and suggestions.',
      'site.navHome,Inicio,Home',
    ];
    const { text, changes } = await importCopyFile(PAGES, Buffer.from(rows.join('\r\n')), { allDifferences: true });
    expect(changes).toMatchObject([{ key: 'complaint.emptyText', pack: 'es', row: 2 }]);
    expect(changedLines(PAGES, text)).toEqual(['          emptyText: Por favor, cuéntanos qué pasó.']);
  });
});

it('refuses a record that was changed: the row says so at its row', async () => {
  const record = table[rowOf('site.navHome') - 1]!.at(-1)!;
  const broken = withCell('site.navHome', RECORD_HEADING, `${record.slice(0, -4)}@@@@`);
  expect(await refusal(csv(broken))).toEqual([
    `${rowOf('site.navHome')}: site.navHome has no record of what it said when exported (the last column): a row can only come from an export; copy it from a new one`,
  ]);
  expect(copyTable(PAGES)).toEqual(table);
});
