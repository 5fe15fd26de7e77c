import { expect, test } from 'vitest';
import { startAppForFile } from './fixture.ts';

const app = startAppForFile({ reset: false });

// wouter patches history.pushState and replaceState once to announce them; a second patch of our own would make
// every navigation announce itself twice, and every location subscriber run twice.
test('one navigation fires one location event, and going back one popstate', async () => {
  const { page, errors } = await app.open('/complaintList', { lang: 'es' });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __locationEvents: string[] }).__locationEvents = seen;
    for (const type of ['pushState', 'replaceState', 'popstate', 'hashchange']) window.addEventListener(type, () => seen.push(type));
  });
  const events = () => page.evaluate(() => (window as unknown as { __locationEvents: string[] }).__locationEvents);
  const item = page.locator('[data-screen=complaintList] .r-list-tap').first();
  await item.click();
  await page.waitForURL(/\/complainDetails/);
  await page.locator('[data-screen=complaintDetails][data-phase=ready]').waitFor();
  expect(await events()).toEqual(['pushState']);
  await page.goBack();
  await page.waitForURL(/\/complaintList/);
  await expect.poll(events).toEqual(['pushState', 'popstate']);
  expect(errors).toEqual([]);
});

test("a first load fetches its screen's chunk in the page's language by the file its document names, the table of screens only once the screen is drawn, and the next screen opens from it", async () => {
  const scripts: string[] = [];
  const { page, errors } = await app.open('/complaintList', {
    lang: 'en',
    beforeLoad: async (opened) =>
      opened.on('request', (request) => {
        if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
      }),
  });
  await page.locator('[data-screen=complaintList][data-phase=ready]').waitFor();
  const named = await page.evaluate(
    () =>
      (JSON.parse(document.getElementById('screen-files')?.textContent ?? '{}') as Record<string, Record<string, string>>).complaintList,
  );
  expect(scripts).toContain(`/${named?.en}`);
  expect(scripts.filter((path) => /\/complaintList-/.test(path))).toEqual([`/${named?.en}`]);
  await expect.poll(() => scripts.some((path) => /\/screens-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.findIndex((path) => /\/screens-/.test(path))).toBeGreaterThan(scripts.indexOf(`/${named?.en}`));
  await page.locator('[data-screen=complaintList] .r-list-tap').first().click();
  await page.locator('[data-screen=complaintDetails][data-phase=ready]').waitFor();
  expect(errors).toEqual([]);
});
