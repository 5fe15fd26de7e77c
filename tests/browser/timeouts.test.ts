import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { constant, copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { lastToast } from './toasts.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile();

const OWN = Number(constant('appRequestTimeoutMs'));
const PROMOTION = Number(constant('requestTimeoutMs'));
const SCREEN_CODE = Number(constant('screenCodeTimeoutMs'));
const PROMO_QUERY = 'id=1&app_from=fb&user_from=ad7&utm_tag=summer';

/** Every screen that loads data on entry, the call it waits for, and how long its client waits. */
const screens = [
  { path: `/register?${PROMO_QUERY}`, endpoint: '/api/v2/youmi/service/channel/channel-template', timeout: PROMOTION },
  { path: `/register?${PROMO_QUERY}#/downloadTemplate`, endpoint: '/api/v2/youmi/service/channel/channel-template', timeout: PROMOTION },
  { path: '/complaint?orderId=ORD180', endpoint: '/user-problem/problem-init', timeout: OWN },
  { path: '/complainPageNext?problemType=2&orderNo=ORD180', endpoint: '/user-problem/problem-init', timeout: OWN },
  { path: '/complaintList', endpoint: '/user-problem/problem-list', timeout: OWN },
  { path: '/complainDetails?problemId=1001', endpoint: '/user-problem/problem-detail', timeout: OWN },
  { path: '/customerService', endpoint: '/user-problem/get-whatsapp', timeout: OWN },
  { path: '/Dag', endpoint: '/user-problem/get-whatsapp', timeout: OWN },
  { path: '/repay?productId=P-PRESTO&orderId=ORD174', endpoint: '/v3/installment/loan-play-detail', timeout: OWN },
  { path: '/repayDelay?productId=P-LANA&orderId=ORD174D', endpoint: '/v3/installment/loan-play-delay-detail', timeout: OWN },
  {
    path: '/carpmm?productId=P-PRESTO&orderId=ORD174&amount=3360&requestType=2',
    endpoint: '/v3/loan-details/generate-vcode',
    timeout: OWN,
  },
  { path: '/confirm?productId=P-PRESTO', endpoint: '/v3/loan-confirm/loan-detail-confirm', timeout: OWN },
  { path: '/loan/details?orderId=ORD174&productId=P-PRESTO', endpoint: '/v3/loan-details/loan-details', timeout: OWN },
  { path: '/agreement?orderNo=ORD174', endpoint: '/v3/loan-details/contract-detail', timeout: OWN },
  { path: '/bindBank?orderId=ORD174&amount=196400', endpoint: '/api/v1/youmi/youmi-api/service/loan/repayment-way', timeout: OWN },
].map((screen, i) => ({ ...screen, lang: i % 2 === 0 ? ('es' as const) : ('en' as const) }));

test.each(screens)(
  '$path ($lang): a call that never answers ends in the message and Retry, and Retry loads the page',
  async ({ path, endpoint, timeout, lang }) => {
    const t = copy(lang);
    await app.scenario({ fail: { path: endpoint, mode: 'hang', times: 1 } });
    const { page, errors } = await app.open(path, { lang, pausedClock: true });
    await expect.poll(async () => (await app.requests(endpoint)).length).toBe(1);
    const screen = page.locator('[data-phase]').first();
    expect(await screen.getAttribute('data-phase')).toBe('loading');

    // Just short of the timeout the borrower still waits; past it they get the message and a way forward.
    await page.clock.runFor(timeout - 1000);
    expect(await screen.getAttribute('data-phase')).toBe('loading');
    await page.clock.runFor(1001);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t.errors!.network);
    expect(await page.locator('[data-phase=loading]').count()).toBe(0);

    await page.getByRole('button', { name: t.ui!.retry!, exact: true }).click();
    await page.locator('[data-phase=ready]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await app.requests(endpoint)).toHaveLength(2);
    expect(errors).toEqual([]);
  },
);

test.each(LANGS)('an action whose call never answers (%s) ends in the network toast, and the button works again', async (lang) => {
  const t = copy(lang);
  const save = '/user-problem/problem-save';
  await app.scenario({ fail: { path: save, mode: 'hang', times: 1 } });
  const { page, errors } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', { lang, pausedClock: true });
  await page.locator('#field-problemDetail').fill('Sin respuesta');
  const submit = page.getByRole('button', { name: t.complaint!.submit!, exact: true });
  await submit.click();
  await expect.poll(async () => (await app.requests(save)).length).toBe(1);
  expect(await submit.getAttribute('aria-busy')).toBe('true');
  await page.locator('.r-toast[data-toast=loading]').waitFor();

  await page.clock.runFor(OWN + 1);
  await expect.poll(() => lastToast(page)).toBe(t.errors!.network);
  expect(await page.locator('.r-toast[data-toast=loading]').count()).toBe(0);
  expect(await submit.getAttribute('aria-busy')).toBe('false');
  expect(await submit.isEnabled()).toBe(true);

  await submit.click();
  await page.locator('dialog[data-modal=saved][open]').waitFor();
  expect(await app.requests(save)).toHaveLength(2);
  expect(errors).toEqual([]);
});

/** Holds the first request of the file `file` matches unanswered, as a dropped connection would; later ones go through. */
async function holdFirst(page: Page, file: RegExp): Promise<() => Promise<void>> {
  let held: Route | undefined;
  await page.route(file, async (route) => {
    if (held) return route.continue();
    held = route;
  });
  return async () => held?.continue();
}

const SCREEN_CHUNK = /\/assets\/complaintNext-[\w-]+\.js$/;
/** React and the renderer's components, which the entry loads beside the first screen's chunk. */
const DRAWING_CHUNK = /\/assets\/draw-[\w-]+\.js$/;

describe.each([
  ["a screen's code", SCREEN_CHUNK],
  ['the drawing code', DRAWING_CHUNK],
])('%s', (_, file) => {
  test.each(LANGS)('that never arrives (%s) ends in the message and Retry, and Retry loads the page', async (lang) => {
    const t = copy(lang);
    const { page, errors } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', {
      lang,
      pausedClock: true,
      beforeLoad: (page) => holdFirst(page, file),
    });
    await page.locator('[data-screen=complaintNext], .r-boot').first().waitFor();
    await page.clock.runFor(SCREEN_CODE - 1000);
    expect(await page.locator('[data-screen=complaintNext], .r-boot').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.clock.runFor(1001);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t.ui!.loadFailed);

    await page.getByRole('button', { name: t.ui!.retry!, exact: true }).click();
    await page.locator('[data-phase=ready]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('that fails ends in the message at once, and Retry loads the page', async () => {
    const t = copy('es');
    // Every request fails until the connection is back; the page may ask more than once before it gives up.
    let online = false;
    const { page, errors } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', {
      lang: 'es',
      beforeLoad: (page) => page.route(file, (route) => (online ? route.continue() : route.abort('connectionreset'))),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t.ui!.loadFailed);
    online = true;
    await page.getByRole('button', { name: t.ui!.retry!, exact: true }).click();
    await page.locator('[data-phase=ready]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('that arrives after the message still draws its screen', async () => {
    let release!: () => Promise<void>;
    const { page, errors } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', {
      lang: 'es',
      pausedClock: true,
      beforeLoad: async (page) => {
        release = await holdFirst(page, file);
      },
    });
    await page.locator('[data-screen=complaintNext], .r-boot').first().waitFor();
    await page.clock.runFor(SCREEN_CODE);
    await page.getByRole('alert').waitFor();
    await release();
    await page.locator('[data-phase=ready]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
