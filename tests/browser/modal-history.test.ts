import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';

const app = startAppForFile();

const DETAILS = '/loan/details?productId=P-LANA&orderId=ORD174D';
const reminder = (page: Page) => page.locator('dialog[data-modal=reminder][open]');
const path = (page: Page) => new URL(page.url()).pathname;
const focusedInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

describe.each(LANGS)('back and modals in %s', (lang) => {
  const t = copy(lang);

  /** The preview page first, so going back from the details has somewhere to land. */
  async function openDetails(): Promise<Page> {
    const { page } = await app.open('/testPreview', { lang });
    await page.locator('[data-screen=testPreview][data-phase=ready]').waitFor();
    await page.goto(new URL(`${DETAILS}&${LANG_PARAM}=${LANG_VALUE[lang]}`, app.url).href);
    await page.locator('[data-screen=loanDetails][data-phase=ready]').waitFor();
    return page;
  }
  const extend = (page: Page) => page.getByRole('button', { name: t.details!.extend!, exact: true });

  test('back closes an open modal and keeps the screen; a second back leaves it; focus goes in and back out', async () => {
    const page = await openDetails();
    await extend(page).click();
    await reminder(page).waitFor();
    expect(await focusedInside(page, 'dialog[data-modal=reminder]')).toBe(true);

    await page.goBack();
    await expect.poll(() => reminder(page).count()).toBe(0);
    expect(path(page)).toBe('/loan/details');
    expect(await page.locator('[data-screen=loanDetails][data-phase=ready]').count()).toBe(1);
    await expect.poll(() => extend(page).evaluate((button) => button === document.activeElement)).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
  });

  test('reloaded with the modal open, the screen shows without it, one back leaves it, and reopened it takes one entry', async () => {
    const page = await openDetails();
    await extend(page).click();
    await reminder(page).waitFor();
    await page.reload();
    await page.locator('[data-screen=loanDetails][data-phase=ready]').waitFor();
    expect(await reminder(page).count()).toBe(0);
    // The page steps back from the modal's entry at boot, before anyone could tap.
    await expect.poll(() => page.evaluate(() => window.history.state?.openModals)).toBeUndefined();

    await extend(page).click();
    await reminder(page).waitFor();
    await page.goBack();
    await expect.poll(() => reminder(page).count()).toBe(0);
    expect(path(page)).toBe('/loan/details');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
  });

  test('closed with its button, the modal leaves no history entry behind: one back leaves the screen', async () => {
    const page = await openDetails();
    await extend(page).click();
    await reminder(page).getByRole('button', { name: t.ui!.close!, exact: true }).click();
    await expect.poll(() => reminder(page).count()).toBe(0);
    await expect.poll(() => extend(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
  });

  test('closed by the phone back and reopened, it still takes one entry only', async () => {
    const page = await openDetails();
    await extend(page).click();
    await page.goBack();
    await expect.poll(() => reminder(page).count()).toBe(0);
    await extend(page).click();
    await reminder(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => reminder(page).count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
  });

  test('an action that closes the modal and moves on leaves the history as if there had been no modal', async () => {
    const page = await openDetails();
    await extend(page).click();
    await reminder(page).getByRole('button', { name: t.details!.repayNow!, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/repay');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/loan/details');
    await page.locator('[data-screen=loanDetails][data-phase=ready]').waitFor();
    expect(await reminder(page).count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
  });

  test('a modal chain (score, then thanks) leaves one entry for the modal on screen', async () => {
    const { page } = await app.open('/testPreview', { lang });
    await page.locator('[data-screen=testPreview][data-phase=ready]').waitFor();
    await page.goto(new URL(`/loan/details?productId=P-LANA&orderId=ORD180S&${LANG_PARAM}=${LANG_VALUE[lang]}`, app.url).href);
    const score = page.locator('dialog[data-modal=score][open]');
    await score.getByRole('radio', { name: /^1\b/ }).click();
    await score.getByRole('button', { name: t.rating!.submit!, exact: true }).click();
    const thanks = page.locator('dialog[data-modal=thanks][open]');
    await thanks.waitFor();
    await page.goBack();
    await expect.poll(() => thanks.count()).toBe(0);
    expect(path(page)).toBe('/loan/details');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/testPreview');
  });
});
