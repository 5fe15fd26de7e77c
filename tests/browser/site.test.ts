import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { copy } from '../support/copy.ts';
import { pages } from '../support/pages.ts';
import { startAppForFile } from './fixture.ts';
import { playShell, shellMessages } from './shell.ts';
import { forgetToasts, lastToast } from './toasts.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile();

const settings = pages.app;
const ready = (page: Page, screen: string) => page.locator(`[data-screen=${screen}][data-phase=ready]`).waitFor();

/** Where the top of the group with this anchor is, relative to the window. */
const topOf = (page: Page, anchor: string) =>
  page.locator(`[data-anchor=${anchor}]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

/**
 * The same, once smooth scrolling has settled: unchanged over ten frames in a row, since on a loaded machine a
 * scroll can pause for a frame or two on its way.
 */
async function settledTop(page: Page, anchor: string): Promise<number> {
  const settled = await page.waitForFunction(
    (selector) => {
      const top = Math.round(document.querySelector(selector)!.getBoundingClientRect().top);
      const frames = window as { __tops?: number[] };
      if (frames.__tops?.at(-1) !== top) frames.__tops = [];
      frames.__tops.push(top);
      return frames.__tops.length >= 10 ? { top } : false;
    },
    `[data-anchor=${anchor}]`,
    { polling: 'raf', timeout: 10_000 },
  );
  await page.evaluate(() => delete (window as { __tops?: number[] }).__tops);
  return ((await settled.jsonValue()) as { top: number }).top;
}

async function fillContact(page: Page, values: { name?: string; telephone?: string; email?: string; remark?: string }) {
  for (const [field, value] of Object.entries(values)) await page.locator(`#field-${field}`).fill(value ?? '');
}

describe.each(LANGS)('official site in %s', (lang) => {
  const t = copy(lang);
  const nav = [
    { label: t.site!.navHome!, anchor: 'home' },
    { label: t.site!.navAbout!, anchor: 'about' },
    { label: t.site!.navPrivacy!, anchor: 'privacy' },
    { label: t.site!.navLoan!, anchor: 'loan' },
  ];

  test('shows the navigation, five home images and the company footer from the app settings', async () => {
    const { page, errors } = await app.open('/', { lang });
    await ready(page, 'site');
    for (const item of nav) await page.getByRole('button', { name: item.label, exact: true }).waitFor();
    const images = page.locator('[data-anchor=home] img');
    expect(await images.count()).toBe(5);
    expect(await images.evaluateAll((list) => list.map((img) => new URL((img as HTMLImageElement).src).pathname))).toEqual([
      '/img/home-1.svg',
      '/img/home-2.svg',
      '/img/home-3.svg',
      '/img/home-4.svg',
      '/img/home-5.svg',
    ]);
    for (const text of [settings.company, settings.address, settings.copyright]) {
      await page.locator('.r-variant-footer').getByText(text!, { exact: true }).waitFor();
    }
    expect(await page.locator('.r-variant-footer a[href^="tel:"]').textContent()).toContain(settings.phone);
    expect(await page.locator('.r-variant-footer a[href^="mailto:"]').getAttribute('href')).toBe(`mailto:${settings.email}`);
    expect(errors).toEqual([]);
  });

  test('a tap on a tab marks it and brings its section into view under the bar', async () => {
    const { page } = await app.open('/', { lang });
    await ready(page, 'site');
    const home = page.getByRole('button', { name: t.site!.navHome!, exact: true });
    expect(await home.getAttribute('aria-pressed')).toBe('true');
    for (const item of [...nav.slice(1), nav[0]!]) {
      const tab = page.getByRole('button', { name: item.label, exact: true });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('.r-variant-topbar [aria-pressed=true]').count()).toBe(1);
      // On a busy machine the scroll may start some frames after the tap: wait for the section to come near the top,
      // then for it to stop moving.
      await expect.poll(() => topOf(page, item.anchor), { timeout: 10_000 }).toBeLessThan(200);
      await expect.poll(() => topOf(page, item.anchor), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
      const top = await settledTop(page, item.anchor);
      const bar = await page.locator('.r-variant-topbar').evaluate((el) => el.getBoundingClientRect());
      // The section starts just under the sticky bar, which stays in view.
      expect(top).toBeGreaterThanOrEqual(Math.round(bar.bottom) - 2);
      expect(top).toBeLessThan(200);
      expect(bar.top).toBeGreaterThanOrEqual(0);
    }
  });

  test('the contact form needs all four fields, then thanks the visitor without sending anything', async () => {
    const { page } = await app.open('/', { lang });
    await ready(page, 'site');
    const submit = page.getByRole('button', { name: t.contact!.submit!, exact: true });
    await submit.click();
    await expect.poll(() => lastToast(page)).toBe(t.contact!.incomplete);

    const full = { name: 'Lucía Pérez', telephone: '5512345678', email: 'lucia@example.mx', remark: 'Quiero saber el plazo máximo.' };
    for (const missing of ['name', 'telephone', 'email', 'remark'] as const) {
      await forgetToasts(page);
      await fillContact(page, { ...full, [missing]: '   ' });
      await submit.click();
      await expect.poll(() => lastToast(page)).toBe(t.contact!.incomplete);
    }
    await fillContact(page, full);
    await submit.click();
    await expect.poll(() => lastToast(page)).toBe(t.contact!.sent);
    await expect.poll(() => page.locator('#field-name').inputValue()).toBe('');
    expect(await app.requests()).toEqual([]);
  });

  test('/Contact is the contact form on a page of its own', async () => {
    const { page, errors } = await app.open('/Contact', { lang });
    await ready(page, 'contact');
    await page.getByRole('button', { name: t.contact!.submit!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.contact!.incomplete);
    await fillContact(page, { name: 'Ana', telephone: '5598765432', email: 'ana@example.mx', remark: 'Hola' });
    await page.getByRole('button', { name: t.contact!.submit!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.contact!.sent);
    expect(await app.requests()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('about us shows the logo, the app name and the welcome paragraph', async () => {
    const { page, errors } = await app.open('/aboutUs', { lang });
    await ready(page, 'aboutUs');
    expect(await page.locator('img').first().getAttribute('src')).toBe(settings.logo);
    await page.getByRole('heading', { name: settings.name!, exact: true }).waitFor();
    await page.getByText(t.about!.welcome!.replace('{0}', settings.name!), { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  test('the joint-login failure page shows the failure image, the notice and a way back to the app', async () => {
    const { page, errors } = await app.open('/loginError', { lang, beforeLoad: playShell });
    await ready(page, 'loginError');
    expect(await page.locator('img').first().getAttribute('src')).toBe('/img/failure.svg');
    await page.getByRole('heading', { name: t.loginError!.title!, exact: true }).waitFor();
    await page.getByText(t.loginError!.notice!, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.loginError!.back!, exact: true }).click();
    await expect.poll(() => shellMessages(page)).toEqual([{ action: 'closeWebview', payload: {} }]);
    expect(errors).toEqual([]);
  });

  test('/About and /User are blank pages, as the route table says', async () => {
    for (const [path, screen] of [
      ['/About', 'aboutBlank'],
      ['/User', 'userBlank'],
    ] as const) {
      const { page, errors } = await app.open(path, { lang });
      await ready(page, screen);
      expect(await page.locator('.r-screen-body').evaluate((el) => el.children.length)).toBe(0);
      expect(await page.title()).toBe(settings.name);
      expect(errors).toEqual([]);
    }
  });
});

test('on a desktop window the site uses a wide, centred layout with the images side by side', async () => {
  const { page } = await app.open('/', { lang: 'en', width: 1280, height: 800 });
  await ready(page, 'site');
  const body = await page.locator('.r-screen-body').evaluate((el) => el.getBoundingClientRect());
  expect(body.width).toBeGreaterThan(900);
  expect(Math.abs(body.left - (1280 - body.right))).toBeLessThanOrEqual(1);
  const tops = await page
    .locator('[data-anchor=home] img')
    .evaluateAll((list) => list.map((img) => Math.round(img.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 3)).size).toBe(1);
  const header = await page.locator('.r-variant-header').evaluate((el) => el.getBoundingClientRect());
  expect(header.top).toBe(0);
  // About and the contact form sit side by side.
  const [about, contact] = await page
    .locator('[data-anchor=about] > .r-variant-card')
    .evaluateAll((list) => list.map((el) => el.getBoundingClientRect().left));
  expect(contact! - about!).toBeGreaterThan(300);

  const phone = await app.open('/', { lang: 'en' });
  await ready(phone.page, 'site');
  const narrow = await phone.page.locator('.r-screen-body').evaluate((el) => el.getBoundingClientRect().width);
  expect(narrow).toBe(390);
});
