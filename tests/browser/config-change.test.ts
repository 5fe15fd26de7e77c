import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp, variantOfPages } from '../../tools/harness/buildApp.ts';
import { startApp, type App } from './fixture.ts';

// Product staff change pages.yaml only: the limit and a text change in the product with no TypeScript change.
let app: App;
const SUBMIT_ES = 'Mandar queja';

beforeAll(async () => {
  const file = variantOfPages('limit-150', (text) =>
    text.replace(/^( {2}complaintTextMax:) 200$/m, '$1 150').replace(/^( {10}submit:) Enviar$/m, `$1 ${SUBMIT_ES}`),
  );
  const dist = await buildApp(join(file, '..', 'dist'), file);
  app = await startApp(dist);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

test('a complaint limit of 150 in pages.yaml shows /150 and ignores input past 150', async () => {
  const { page } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', { lang: 'en' });
  await expect.poll(() => page.locator('.r-counter').textContent()).toBe('0/150');
  await page.locator('#field-problemDetail').fill('y'.repeat(200));
  expect(await page.locator('#field-problemDetail').inputValue()).toHaveLength(150);
  await expect.poll(() => page.locator('.r-counter').textContent()).toBe('150/150');
});

test('a copy text changed in pages.yaml shows on the button', async () => {
  const { page } = await app.open('/complainPageNext?problemType=2&orderNo=ORD180', { lang: 'es' });
  await page.getByRole('button', { name: SUBMIT_ES }).waitFor();
});
