import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { t as serverText } from '../../sandbox/seed/texts.ts';
import { constant, copy, fill } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { playShell, shellMessages } from './shell.ts';
import { lastToast } from './toasts.ts';
import { currency, LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';

const app = startAppForFile();

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';
const PUSH = '/v3/loan-confirm/loan-detail-push';
const RELOAD_MS = Number(constant('confirmReloadMs'));

const popModal = (page: Page) => page.locator('dialog[data-modal=pop][open]');
const heroAmount = (page: Page) => page.locator('.r-variant-header .r-tone-amount');

describe.each(LANGS)('loan confirmation in %s', (lang) => {
  const t = copy(lang);
  const c = t.confirm!;
  const submit = (page: Page) => page.getByRole('button', { name: c.submit!, exact: true });

  test('shows amount, term, daily rate, detail rows, plan and the coupon, with money in the pack currency', async () => {
    const { page, errors } = await app.open('/confirm?productId=P-PRESTO', { lang, pausedClock: true });
    await expect.poll(() => heroAmount(page).textContent()).toBe(`${currency(lang)}2.000,00`);
    await page.getByText(fill(c.days!, 14), { exact: true }).waitFor();
    await page.getByText(c.dailyRate!, { exact: true }).waitFor();
    await page.getByText('0.05%', { exact: true }).waitFor();
    // Detail rows are the server's own display strings, in the page's language and format.
    const rows = page.locator('.r-rows .r-row');
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.first().textContent()).toBe(`${serverText(lang, 'confirm.requested')}${currency(lang)}2.000,00`);
    // Coupon: 5000 cents shown as a discount.
    const coupon = page.locator('.r-variant-card', { hasText: c.coupon! });
    expect(await coupon.textContent()).toBe(`${c.coupon}-${currency(lang)}50,00`);
    // One instalment of amount + interest - coupon = 200000 + 1400 - 5000 cents.
    const plan = page.locator('.r-list-cards .r-list-item');
    expect(await plan.count()).toBe(1);
    expect(await plan.textContent()).toContain(`${currency(lang)}1.964,00`);
    expect(await plan.textContent()).toContain(fill(c.dueOn!, '2025-06-29'));
    // Agreement checked by default, Submit active, the contract link offered.
    expect(await page.locator('.r-checkbox input').isChecked()).toBe(true);
    expect(await submit(page).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: c.contract!, exact: true }).count()).toBe(1);
    // Without a pop there is no modal and no second load, however long the borrower stays.
    await page.clock.runFor(RELOAD_MS * 2);
    expect(await popModal(page).count()).toBe(0);
    expect(await app.requests(CONFIRM)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a product without coupon or contract shows neither', async () => {
    const { page } = await app.open('/confirm?productId=P-CREDIYA', { lang });
    await expect.poll(() => heroAmount(page).textContent()).toBe(`${currency(lang)}1.500,00`);
    expect(await page.getByText(c.coupon!).count()).toBe(0);
    expect(await page.getByRole('button', { name: c.contract!, exact: true }).count()).toBe(0);
  });

  test('two instalments are listed in order', async () => {
    const { page } = await app.open('/confirm?productId=P-LANA', { lang });
    const plan = page.locator('.r-list-cards .r-list-item');
    await expect.poll(() => plan.count()).toBe(2);
    expect(await plan.nth(0).textContent()).toContain(serverText(lang, 'confirm.plan', 1, 2));
    expect(await plan.nth(1).textContent()).toContain(serverText(lang, 'confirm.plan', 2, 2));
  });

  test('unchecking the agreement turns Submit grey and inactive; checking it again turns it back on', async () => {
    const { page } = await app.open('/confirm?productId=P-PRESTO', { lang });
    await submit(page).waitFor();
    await page.getByText(c.agree!).click();
    expect(await page.locator('.r-checkbox input').isChecked()).toBe(false);
    await expect.poll(() => submit(page).isDisabled()).toBe(true);
    const grey = await submit(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(grey).toBe('rgb(196, 201, 208)');
    await submit(page).click({ force: true });
    expect(await app.requests(PUSH)).toHaveLength(0);
    await page.getByText(c.agree!).click();
    await expect.poll(() => submit(page).isEnabled()).toBe(true);
  });

  test('Submit pushes the loan, tells the app, and replaces the page with the new loan details', async () => {
    const { page, errors } = await app.open('/confirm?productId=P-PRESTO', { lang, beforeLoad: playShell });
    await submit(page).waitFor();
    const entries = await page.evaluate(() => window.history.length);
    await submit(page).click();
    await page.waitForURL(/\/loan\/details\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('P-PRESTO');
    expect(url.searchParams.get('orderId')).toMatch(/^ORD\d+$/);
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get(LANG_PARAM)).toBe(LANG_VALUE[lang]);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    const pushes = await app.requests(PUSH);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.body).toMatchObject({ amount: '200000', periods: '14', termUnit: '1', productId: 'P-PRESTO' });
    expect(await shellMessages(page)).toContainEqual({ action: 'confirmBurialPoint', payload: { productId: 'P-PRESTO' } });
    // The new order is under review.
    await page.locator('img[src="/img/status-21.svg"]').waitFor();
    // Back from a fresh loan leads to the app's home.
    await page.getByRole('button', { name: t.ui!.back!, exact: true }).click();
    await expect.poll(async () => (await shellMessages(page)).map((m) => m.action)).toContain('toHome');
    expect(errors).toEqual([]);
  });

  test('a double tap on Submit sends one request', async () => {
    await app.scenario({ delayMs: { path: PUSH, ms: 800 } });
    const { page } = await app.open('/confirm?productId=P-PRESTO', { lang });
    await submit(page).waitFor();
    await submit(page).dblclick();
    await page.waitForURL(/\/loan\/details\?/);
    expect(await app.requests(PUSH)).toHaveLength(1);
  });

  test('an off-origin details URL is not followed: the borrower is told the loan was requested and led to its details', async () => {
    await app.scenario({ delayMs: { path: PUSH, ms: 300 } });
    const { page, errors } = await app.open('/confirm?productId=P-OFFSITE', { lang });
    await submit(page).waitFor();
    await submit(page).dblclick();
    await expect.poll(() => lastToast(page)).toBe(c.requested);
    await page.getByText(c.requested!, { exact: true }).and(page.locator('.r-text')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/confirm');
    expect(new URL(page.url()).host).toBe(new URL(app.url).host);

    // Submit is gone, so the loan cannot be pushed twice; a tap on what took its place pushes nothing.
    expect(await submit(page).count()).toBe(0);
    const viewLoan = page.getByRole('button', { name: c.viewLoan!, exact: true });
    const [push] = await app.requests(PUSH);
    expect(push).toBeDefined();
    await viewLoan.click();
    await page.waitForURL(/\/loan\/details\?/);
    expect(await app.requests(PUSH)).toHaveLength(1);
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('P-OFFSITE');
    expect(url.searchParams.get('orderId')).toMatch(/^ORD\d+$/);
    expect(url.searchParams.get(LANG_PARAM)).toBe(LANG_VALUE[lang]);
    await page.locator('[data-phase=ready]').waitFor();
    expect(errors).toEqual([]);
  });

  test('with a pop: the countdown modal shows, and after the configured time the data reloads once with isType=1', async () => {
    const { page, errors } = await app.open('/confirm?productId=P-POP', { lang, pausedClock: true });
    await popModal(page).waitFor();
    await popModal(page).locator('.w-countdown-ring[role=timer]').waitFor();
    await popModal(page).getByText(c.popTitle!).waitFor();
    await popModal(page).getByText(serverText(lang, 'confirm.pop')).waitFor();
    await expect.poll(() => heroAmount(page).textContent()).toBe(`${currency(lang)}3.000,00`);
    const first = await app.requests(CONFIRM);
    expect(first).toHaveLength(1);
    expect(first[0]!.body.isType).toBeUndefined();

    await page.clock.runFor(RELOAD_MS - 200);
    expect(await app.requests(CONFIRM)).toHaveLength(1);
    expect(await popModal(page).count()).toBe(1);

    await page.clock.runFor(400);
    await expect.poll(async () => (await app.requests(CONFIRM)).length).toBe(2);
    const again = (await app.requests(CONFIRM))[1]!;
    expect(again.body).toMatchObject({ productId: 'P-POP', isType: '1' });
    await expect.poll(() => heroAmount(page).textContent()).toBe(`${currency(lang)}2.800,00`);
    expect(await popModal(page).count()).toBe(0);

    // Once only.
    await page.clock.runFor(RELOAD_MS * 3);
    expect(await app.requests(CONFIRM)).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  test('the contract link opens the agreement inside the app', async () => {
    const { page } = await app.open('/confirm?productId=P-PRESTO', { lang });
    await page.getByRole('button', { name: c.contract!, exact: true }).click();
    await page.waitForURL(/\/agony\?productId=P-PRESTO$/);
  });

  test('the back arrow closes the web view', async () => {
    const { page } = await app.open('/confirm?productId=P-PRESTO', { lang, beforeLoad: playShell });
    await submit(page).waitFor();
    await page.getByRole('button', { name: t.ui!.back!, exact: true }).click();
    await expect.poll(async () => (await shellMessages(page)).map((m) => m.action)).toEqual(['closeWebview']);
  });
});

test('an unknown product shows the server message with a retry', async () => {
  const { page } = await app.open('/confirm?productId=NOPE', { lang: 'es' });
  await page.getByText(serverText('es', 'confirm.noProduct'), { exact: true }).waitFor();
  await page.getByRole('button', { name: copy('es').ui!.retry!, exact: true }).waitFor();
});
