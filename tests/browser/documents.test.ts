import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { constant, copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile({ reset: false });

/** The first heading of a document file, as a borrower reads it. */
function titleOf(file: string): string {
  return readFileSync(resolve(import.meta.dirname, '../../content', file), 'utf8')
    .split('\n')[0]!
    .replace(/^#\s+/, '');
}

const PAGES = [
  { path: '/PrivacyPolicy', screen: 'privacyPolicy', file: 'privacy-notice', title: 'privacyTitle' },
  { path: '/Policy', screen: 'policy', file: 'privacy-notice', title: 'privacyTitle' },
  { path: '/Loan', screen: 'loanTerms', file: 'loan-terms', title: 'loanTermsTitle' },
  { path: '/agony', screen: 'periodLoanAgreement', file: 'loan-terms', title: 'loanTermsTitle' },
] as const;

describe.each(LANGS)('documents in %s', (lang) => {
  const t = copy(lang);

  test.each(PAGES)('$path shows the $file document of the language, its placeholders filled', async ({ path, screen, file, title }) => {
    const { page, errors } = await app.open(path, { lang });
    await page.locator(`[data-screen=${screen}][data-phase=ready]`).waitFor();
    const doc = page.locator('.r-document');
    expect(await doc.locator('h1').textContent()).toBe(titleOf(`${file}.${lang}.md`));
    const text = (await doc.textContent())!;
    expect(text).not.toContain('{{');
    expect(text).not.toContain('undefined');
    expect(await page.title()).toBe(t.legal![title]);
    if (file === 'loan-terms') {
      expect(text).toContain(String(constant('loanTermMinDays')));
      expect(text).toContain(String(constant('loanTermMaxDays')));
    } else {
      expect(text).toContain(String(constant('faceDataRetentionDays')));
    }
    expect(errors).toEqual([]);
  });

  test('the official site embeds the privacy notice of its language and shows the loan terms', async () => {
    const { page } = await app.open('/', { lang });
    await page.locator('[data-screen=site][data-phase=ready]').waitFor();
    const frame = page.locator('iframe.r-frame');
    expect(await frame.getAttribute('title')).toBe(t.site!.privacyFrame);
    const src = new URL((await frame.getAttribute('src'))!, app.url);
    expect(src.pathname).toBe('/PrivacyPolicy');
    await frame.scrollIntoViewIfNeeded();
    const inside = page.frameLocator('iframe.r-frame');
    await inside.locator('.r-document h1').waitFor();
    expect(await inside.locator('.r-document h1').textContent()).toBe(titleOf(`privacy-notice.${lang}.md`));
    expect(await page.locator('[data-anchor=loan] .r-document h1').textContent()).toBe(titleOf(`loan-terms.${lang}.md`));
  });
});
