import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { join } from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { exportCopyFile } from '../../tools/copy/copyFile.ts';
import { copyTable } from '../../tools/copy/copyTable.ts';
import { writeXlsx } from '../../tools/copy/xlsxSheet.ts';
import { textsOf, textsWith } from '../copy/copyFiles.ts';
import { studioUnderTest } from './studioUnderTest.ts';

// The Translations tab: every copy text in one table; a cell edit changes that one value of pages.yaml.
const under = studioUnderTest('studio-copy');

async function openTable(): Promise<Page> {
  const page = await under.open();
  await page.getByRole('tab', { name: 'Translations' }).click();
  await page.getByRole('textbox', { name: 'complaint.emptyText in en' }).waitFor();
  return page;
}

const changedLines = (after: string) => {
  const before = under.original.split('\n');
  const lines = after.split('\n');
  expect(lines.length).toBe(before.length);
  return lines.filter((l, i) => l !== before[i]);
};

test('editing a cell changes that value only in pages.yaml, comments and all else kept', { timeout: 60_000 }, async () => {
  const page = await openTable();
  await page.locator('#copy-find').fill('opinions');
  await expect.poll(() => page.locator('#copy-table tbody tr').count()).toBe(1);
  const cell = page.getByRole('textbox', { name: 'complaint.emptyText in en' });
  await cell.fill('Tell us what happened, in a few words.');
  await cell.press('Enter');
  await page.locator('#copy-result', { hasText: "complaint.emptyText (en) changed in the editor's pages.yaml" }).waitFor();
  await page.locator('#status', { hasText: 'Unsaved changes' }).waitFor();
  expect(readFileSync(under.file, 'utf8')).toBe(under.original);
  await page.keyboard.press('Control+s');
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor();
  const saved = readFileSync(under.file, 'utf8');
  expect(changedLines(saved)).toEqual(['          emptyText: Tell us what happened, in a few words.']);

  // A text YAML would read as a number or a boolean is written as the text typed.
  for (const [key, value] of [
    ['site.navHome', '123'],
    ['site.tagline', 'true'],
  ] as const) {
    await page.locator('#copy-find').fill(key);
    const typed = page.getByRole('textbox', { name: `${key} in en` });
    await typed.fill(value);
    await typed.press('Enter');
    await page.locator('#copy-result', { hasText: `${key} (en) changed in the editor's pages.yaml` }).waitFor();
  }
  await page.keyboard.press('Control+s');
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor();
  expect(textsOf(readFileSync(under.file, 'utf8')).en).toMatchObject({ 'site.navHome': '123', 'site.tagline': 'true' });
  expect(saved.match(/#.*$/gm)).toEqual(under.original.match(/#.*$/gm));

  // The editor shows the same text, so undo there takes the cell's change back.
  await page.getByRole('tab', { name: 'Editor' }).click();
  await page.locator('.cm-content').focus();
  await page.keyboard.press('Control+z');
  await page.locator('#status', { hasText: 'Unsaved changes' }).waitFor();
  await page.close();
});

test('a missing text is marked, filtered, and can be written; a broken placeholder or an emptied text is refused', {
  timeout: 60_000,
}, async () => {
  const page = await openTable();
  await page.locator('#copy-missing').selectOption({ label: 'without a zh text of its own' });
  await page.locator('#copy-find').fill('complaint.emptyText');
  const zh = page.getByRole('textbox', { name: 'complaint.emptyText in zh' });
  expect(await zh.inputValue()).toBe('');
  expect(await zh.getAttribute('placeholder')).toBe('Por favor, escribe tus opiniones y sugerencias.');
  await zh.fill('请写下您的意见和建议。');
  await zh.press('Enter');
  await page.locator('#copy-result', { hasText: 'complaint.emptyText (zh) changed' }).waitFor();

  await page.locator('#copy-missing').selectOption('');
  await page.locator('#copy-find').fill('phonePlaceholder');
  const es = page.getByRole('textbox', { name: 'promo.phonePlaceholder in es' });
  await es.fill('Tu celular');
  await es.press('Enter');
  await page.locator('#copy-result', { hasText: 'has no {0}, which the en text has' }).waitFor();
  const en = page.getByRole('textbox', { name: 'promo.phonePlaceholder in en' });
  await en.fill('');
  await en.press('Enter');
  await page.locator('#copy-result', { hasText: 'a copy text cannot be empty' }).waitFor();
  // A text pasted from a file read in the wrong encoding is never written over a good one.
  const zhPhone = page.getByRole('textbox', { name: 'promo.phonePlaceholder in zh' });
  await zhPhone.fill('??{0}????');
  await zhPhone.press('Enter');
  await page.locator('#copy-result', { hasText: 'a "?" stands where a character was' }).waitFor();

  await page.keyboard.press('Control+s');
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor();
  expect(readFileSync(under.file, 'utf8').replace('        complaint:\n          emptyText: 请写下您的意见和建议。\n', '')).toBe(
    under.original,
  );
  await page.close();
});

test('an import changes the cells the translator changed; a bad file, or one not saved as UTF-8, is refused at its rows', {
  timeout: 90_000,
}, async () => {
  const page = await openTable();
  const exported = Buffer.from(await exportCopyFile(under.original, 'csv')).toString('utf8');
  const csv = exported.replace('Please provide your opinions and suggestions.', 'Please tell us more.');
  await page.locator('#copy-import').setInputFiles({ name: 'texts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('#copy-result', { hasText: 'texts.csv: 1 text changed in the editor (complaint.emptyText en)' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'complaint.emptyText in en' }).inputValue()).toBe('Please tell us more.');

  const bad = csv.replace('\r\ncomplaint.emptyText,', '\r\ncomplaint.emptyTxt,');
  const row = bad.split('\r\n').findIndex((l) => l.startsWith('complaint.emptyTxt')) + 1;
  await page.locator('#copy-import').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.locator('#copy-result', { hasText: 'bad.csv: nothing was imported: the file has a problem.' }).waitFor();
  expect(await page.locator('#copy-result li').allTextContents()).toEqual([
    `Row ${row}: the key of this row was complaint.emptyText when it was exported, not complaint.emptyTxt; a key cannot be changed`,
  ]);

  // The workbook the Export button downloads, one cell edited, comes back through Import.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for Excel (.xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pages-copy.xlsx');
  const rows = (await readSheet(await download.createReadStream(), { trim: false })).map((r) => r.map((c) => String(c ?? '')));
  expect(rows).toEqual(
    copyTable(readFileSync(under.file, 'utf8').replace('Please provide your opinions and suggestions.', 'Please tell us more.')),
  );
  rows[rows.findIndex((r) => r[0] === 'site.navHome')]![2] = 'Start';
  await page
    .locator('#copy-import')
    .setInputFiles({ name: 'texts.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await writeXlsx(rows)) });
  await page.locator('#copy-result', { hasText: 'texts.xlsx: 1 text changed in the editor (site.navHome en)' }).waitFor();

  // A CSV saved as Mac Roman is refused, naming its encoding, until the Encoding choice says so.
  const mac = readFileSync(join(import.meta.dirname, '../copy/fixtures/libreoffice-changed-macintosh.csv'));
  await page.locator('#copy-import').setInputFiles({ name: 'mac.csv', mimeType: 'text/csv', buffer: mac });
  await page.locator('#copy-result', { hasText: 'mac.csv: nothing was imported: the file has a problem.' }).waitFor();
  expect(await page.locator('#copy-result li').allTextContents()).toEqual([
    expect.stringContaining('this file is not saved as UTF-8; it is Mac Roman. Save it as "CSV UTF-8 (Comma delimited)"'),
  ]);
  await page.getByRole('combobox', { name: 'Encoding' }).selectOption({ label: 'Mac Roman' });
  await page.locator('#copy-import').setInputFiles({ name: 'mac.csv', mimeType: 'text/csv', buffer: mac });
  await page.locator('#copy-result', { hasText: 'mac.csv (read as Mac Roman): 3 texts changed in the editor' }).waitFor();
  await page.locator('#copy-result', { hasText: 'which has no place for characters of 1 text (such as "请" in zh)' }).waitFor();

  await page.keyboard.press('Control+s');
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor();
  expect(textsOf(readFileSync(under.file, 'utf8'))).toEqual(
    textsWith(under.original, {
      es: {
        'site.navPrivacy': 'Política de privacidad y cookies (0 €)',
        'contact.messagePlaceholder': '¿Cómo podemos ayudarle, señor? Escríbenos',
      },
      en: {
        'site.navHome': 'Start',
        'complaint.emptyText': 'Please tell us more.',
        'promo.phoneInvalid': 'Please enter a valid mobile number.',
      },
    }),
  );
  await page.close();
});

test('a stale export leaves a newer edit in place and names the conflict with both texts', { timeout: 60_000 }, async () => {
  const page = await openTable();
  const stale = await exportCopyFile(under.original, 'csv');
  await page.locator('#copy-find').fill('contact.submit');
  const submit = page.getByRole('textbox', { name: 'contact.submit in en' });
  await submit.fill('Send your message');
  await submit.press('Enter');
  await page.locator('#copy-result', { hasText: 'contact.submit (en) changed' }).waitFor();

  await page.locator('#copy-import').setInputFiles({ name: 'stale.csv', mimeType: 'text/csv', buffer: Buffer.from(stale) });
  await page.locator('#copy-result', { hasText: 'stale.csv: no text changed since it was exported' }).waitFor();
  const edited = Buffer.from(
    Buffer.from(stale).toString('utf8').replace('\r\ncontact.submit,Enviar mensaje,Submit,', '\r\ncontact.submit,Enviar mensaje,Send,'),
  );
  await page.locator('#copy-import').setInputFiles({ name: 'stale.csv', mimeType: 'text/csv', buffer: edited });
  await page.locator('#copy-result', { hasText: '1 text changed in pages.yaml since the file was exported was left as it is' }).waitFor();
  expect(await page.locator('#copy-result li').allTextContents()).toEqual([
    expect.stringMatching(
      /^Row \d+: contact\.submit \(en\) was not changed: pages\.yaml has "Send your message" since, and this file has "Send", and its en text was "Submit"/,
    ),
  ]);
  expect(await page.getByRole('textbox', { name: 'contact.submit in en' }).inputValue()).toBe('Send your message');
  await page.close();
});
