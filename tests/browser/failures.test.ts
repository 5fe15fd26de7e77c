import { describe, expect, test } from 'vitest';
import { startAppServer } from '../../tools/harness/appServer.ts';
import { copy } from '../support/copy.ts';
import { builtApp, startAppForFile } from './fixture.ts';
import { LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';

const app = startAppForFile();

const screens = [
  { path: '/complaint?orderId=ORD180', endpoint: '/user-problem/problem-init' },
  { path: '/complainPageNext?problemType=2&orderNo=ORD180', endpoint: '/user-problem/problem-init' },
  { path: '/complaintList', endpoint: '/user-problem/problem-list' },
  { path: '/complainDetails?problemId=1001', endpoint: '/user-problem/problem-detail' },
  { path: '/customerService', endpoint: '/user-problem/get-whatsapp' },
];

describe.each(['500', 'malformed'] as const)('when the server answers %s', (mode) => {
  test.each(screens)('$path shows a clear message and recovers on retry', async ({ path, endpoint }) => {
    const t = copy('en');
    await app.scenario({ fail: { path: endpoint, mode, times: 1 } });
    const { page, errors } = await app.open(path, { lang: 'en' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(t.errors!.network);
    await page.getByRole('button', { name: t.ui!.retry! }).click();
    await page.locator('[data-phase=ready]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

test("with the API unreachable every complaint screen says so in the borrower's language, never a blank page", {
  timeout: 90_000,
}, async () => {
  const dead = await startAppServer(builtApp(), 'http://127.0.0.1:9');
  try {
    for (const lang of LANGS) {
      for (const { path } of screens) {
        const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${dead.url}${path}${path.includes('?') ? '&' : '?'}${LANG_PARAM}=${LANG_VALUE[lang]}`);
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(await alert.textContent()).toContain(copy(lang).errors!.network);
        expect(await page.getByRole('button', { name: copy(lang).ui!.retry! }).isVisible()).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  } finally {
    await dead.close();
  }
});

test('a server message is shown as text, never as HTML', async () => {
  const attack = '<img src=x onerror="window.__pwned=1">Error';
  await app.scenario({ fail: { path: '/user-problem/problem-save', mode: 'code', code: 1, message: attack } });
  const t = copy('es');
  const { page, errors } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', { lang: 'es' });
  await page.locator('#field-problemDetail').fill('Texto de prueba');
  await page.getByRole('button', { name: t.complaint!.submit! }).click();
  const toast = page.locator('.r-toast[data-toast=message]');
  await expect.poll(() => toast.textContent()).toBe(attack);
  expect(await toast.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a second tap on Submit while the save is in flight sends nothing', async () => {
  await app.scenario({ delayMs: { path: '/user-problem/problem-save', ms: 800 } });
  const t = copy('es');
  const { page } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', { lang: 'es' });
  await page.locator('#field-problemDetail').fill('Doble toque');
  const submit = page.getByRole('button', { name: t.complaint!.submit! });
  await submit.click();
  await submit.click({ force: true });
  await submit.click({ force: true });
  await page.locator('dialog[data-modal=saved][open]').waitFor();
  expect(await app.requests('/user-problem/problem-save')).toHaveLength(1);
});
