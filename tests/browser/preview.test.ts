import { describe, expect, test } from 'vitest';
import { copy, fill } from '../support/copy.ts';
import { LANG_PARAM, LANG_VALUE, LANGS, type Lang } from '../support/language.ts';
import { pages } from '../support/pages.ts';
import { startAppForFile } from './fixture.ts';
import { pngFile } from './images.ts';
import { lastToast } from './toasts.ts';

const app = startAppForFile();

const screens = pages.screens;

/** The ten pages the preview links to: the copy key of the link and the screen it opens. */
const LINKS = [
  ['confirmLoan', 'loanConfirm'],
  ['loanDetails', 'loanDetails'],
  ['repay', 'repaymentPlan'],
  ['repayDelay', 'extension'],
  ['bindBank', 'cardRepay'],
  ['aboutUs', 'aboutUs'],
  ['complaint', 'complaintEntry'],
  ['customerService', 'customerService'],
  ['privacyPolicy', 'privacyPolicy'],
  ['repayInstructions', 'repaymentInstruction'],
] as const;

const VALUES = {
  appVersion: '4.1.0',
  deviceName: 'Galaxy A54',
  deviceId: 'DEV-77',
  osVersion: 'Android 13',
  sessionId: 'S-42',
  advertisingId: 'AD-9',
  productId: 'P-LANA',
  orderId: 'ORD174D',
};

async function openPreview(lang: Lang) {
  const opened = await app.open('/testPreview', { lang });
  await opened.page.locator('[data-screen=testPreview][data-phase=ready]').waitFor();
  return opened;
}

describe.each(LANGS)('test preview in %s', (lang) => {
  const t = copy(lang);

  test.each(LINKS)('the %s link opens its page with the edited values as its query', async (key, screen) => {
    const { page, errors } = await openPreview(lang);
    for (const [field, value] of Object.entries(VALUES)) await page.locator(`#field-${field}`).fill(value);
    await page.getByRole('button', { name: t.preview![key]!, exact: true }).click();
    await page.locator(`[data-screen=${screen}]`).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe(screens[screen]!.route);
    for (const [field, value] of Object.entries(VALUES)) expect(url.searchParams.get(field)).toBe(value);
    expect(url.searchParams.get(LANG_PARAM)).toBe(LANG_VALUE[lang]);
    expect(errors).toEqual([]);
  });

  test('every field starts with a usable value, and a page opens with them as they are', async () => {
    const { page } = await openPreview(lang);
    const fields = Object.keys(VALUES);
    for (const field of fields) expect(await page.locator(`#field-${field}`).inputValue()).not.toBe('');
    const defaults = Object.fromEntries(
      await Promise.all(fields.map(async (f) => [f, await page.locator(`#field-${f}`).inputValue()] as const)),
    );
    await page.getByRole('button', { name: t.preview!.customerService!, exact: true }).click();
    await page.locator('[data-screen=customerService][data-phase=ready]').waitFor();
    const url = new URL(page.url());
    for (const field of fields) expect(url.searchParams.get(field)).toBe(defaults[field]);
  });

  test('a picked photo shows as a preview and nothing is uploaded', async () => {
    const { page } = await openPreview(lang);
    await page.locator('.r-file-picker input[type=file]').setInputFiles(pngFile('selfie.png'));
    const preview = page.locator('img.r-file-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await app.requests()).toEqual([]);
  });

  test('the contact field must be filled before it is submitted', async () => {
    const { page } = await openPreview(lang);
    await page.getByRole('button', { name: t.preview!.contactSubmit!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.preview!.contactEmpty);
    await page.locator('#field-contact').fill('María 5511223344');
    await page.getByRole('button', { name: t.preview!.contactSubmit!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(fill(t.preview!.contactSent!, 'María 5511223344'));
  });

  test('the location button shows the device position, or says when it is not allowed', async () => {
    const denied = await openPreview(lang);
    await denied.page.getByRole('button', { name: t.preview!.locate!, exact: true }).click();
    await expect.poll(() => lastToast(denied.page)).toBe(t.preview!.locationDenied);
    expect(await denied.page.locator('dialog[data-modal=location][open]').count()).toBe(0);

    const { page } = await openPreview(lang);
    await page.context().grantPermissions(['geolocation'], { origin: app.url });
    await page.context().setGeolocation({ latitude: 19.432608, longitude: -99.133209, accuracy: 25 });
    await page.getByRole('button', { name: t.preview!.locate!, exact: true }).click();
    const dialog = page.locator('dialog[data-modal=location][open]');
    await dialog.waitFor();
    expect(await dialog.getByText(fill(t.preview!.location!, '19.43261', '-99.13321', '25'), { exact: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: t.ui!.close!, exact: true }).last().click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
