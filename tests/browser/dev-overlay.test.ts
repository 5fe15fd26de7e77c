import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tools/harness/browser.ts';
import { variantOfPages } from '../../tools/harness/buildApp.ts';
import { type RunningStudio, startStudio } from '../../tools/harness/studioServer.ts';

// During `npm start` a bad edit of pages.yaml shows in the browser overlay, and a good edit reloads the page. The
// harness's server has a dependency cache of its own and does not watch other tests' builds, either of which would
// reload the page under test at random.
let server: RunningStudio;
let browser: Browser;
let file: string;

beforeAll(async () => {
  file = variantOfPages('dev', (text) =>
    text.replace(/^( {10}title:) Atención al cliente$/m, '$1 Atención al cliente'.replace('cliente', 'clientes')),
  );
  server = await startStudio(file);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('a bad edit shows the located problem in the overlay; a good edit reloads the page', { timeout: 60_000 }, async () => {
  const { url } = server;
  const page = await browser.newPage();
  await page.goto(`${url}customerService`);
  await page.getByRole('heading', { name: 'Atención al clientes' }).waitFor();

  const good = readFileSync(file, 'utf8');
  const broken = good.replace(/^( {2}complaintTextMax:) 200$/m, '$1 two hundred');
  const line = broken.split('\n').findIndex((l) => l.includes('two hundred')) + 1;
  writeFileSync(file, broken);
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ state: 'attached' });
  await expect
    .poll(() => overlay.evaluate((el) => el.shadowRoot?.textContent ?? ''))
    .toMatch(new RegExp(`pages\\.yaml:${line}:\\d+: constant complaintTextMax must be a whole number`));

  writeFileSync(file, good.replace('Atención al clientes', 'Atención al cliente 24/7'));
  await page.getByRole('heading', { name: 'Atención al cliente 24/7' }).waitFor();
  expect(await page.locator('vite-error-overlay').count()).toBe(0);
});
