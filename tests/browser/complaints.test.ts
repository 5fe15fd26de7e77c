import { describe, expect, test } from 'vitest';
import { t as serverText } from '../../sandbox/seed/texts.ts';
import { constant, copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { pngFile } from './images.ts';
import { lastToast } from './toasts.ts';
import { LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';

const app = startAppForFile();

const MAX = Number(constant('complaintTextMax'));

describe.each(LANGS)('complaint flow in %s', (lang) => {
  const t = copy(lang);

  test('a borrower files a complaint with two images and finds it in the list and the details', async () => {
    const { page, errors } = await app.open('/complaint?orderId=ORD180&userId=U1001', { lang });
    await page.getByText(t.complaint!.chooseType!).waitFor();
    // Problem types come from the server, in the page's language.
    await page.locator('.r-list-cards .r-list-tap', { hasText: serverText(lang, 'type.2') }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    const next = new URL(page.url()).searchParams;
    expect(next.get('problemType')).toBe('2');
    // Who the borrower is and their language follow them from page to page.
    expect(next.get('userId')).toBe('U1001');
    expect(next.get(LANG_PARAM)).toBe(LANG_VALUE[lang]);

    const text = page.locator('#field-problemDetail');
    await expect.poll(() => page.locator('.r-counter').textContent()).toBe(`0/${MAX}`);
    await page.getByRole('button', { name: t.complaint!.submit! }).click();
    await expect.poll(() => lastToast(page)).toBe(t.complaint!.emptyText);

    await text.fill('x'.repeat(MAX + 50));
    expect((await text.inputValue()).length).toBe(MAX);
    await expect.poll(() => page.locator('.r-counter').textContent()).toBe(`${MAX}/${MAX}`);
    const message = `Cobro indebido en ${lang}: me llamaron tres veces el domingo.`;
    await text.fill(message);

    await page.locator('input[type=file]').setInputFiles([pngFile('a.png'), pngFile('b.png')]);
    await expect.poll(() => page.locator('.r-upload-thumb img').count()).toBe(2);

    await page.getByRole('button', { name: t.complaint!.submit! }).click();
    await page.locator('dialog[data-modal=saved][open]').waitFor();
    await page.waitForURL(/\/complaint\?.*orderId=ORD180/);

    const saves = await app.requests('/user-problem/problem-save');
    expect(saves).toHaveLength(1);
    const body = saves[0]!.body;
    expect(body.problemType).toBe('2');
    expect(body.problemSonType).toBe('');
    expect(body.problemDetail).toBe(message);
    expect(body.orderNo).toBe('ORD180');
    expect(saves[0]!.query.userId).toBe('U1001');
    expect(body.problemImage!.split(',')).toHaveLength(2);
    expect(body.problemImage).toMatch(/^\/evolved\/sandbox-files\/[^,]+\.png,\/evolved\/sandbox-files\/[^,]+\.png$/);

    await page.getByText(t.complaint!.myComplaints!).click();
    await page.waitForURL(/\/complaintList/);
    const item = page.locator('.r-list-tap', { hasText: message });
    await item.waitFor();
    await item.click();
    await page.waitForURL(/\/complainDetails\?.*problemId=\d+/);
    await expect.poll(() => page.locator('#field-content').inputValue()).toBe(message);
    await expect.poll(() => page.locator('.r-counter').textContent()).toBe(`${message.length}/${MAX}`);
    await expect.poll(() => page.locator('.r-list-grid img').count()).toBe(2);
    await expect.poll(() => page.getByText(t.complaint!.replyTitle!).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the success modal shows for the configured 1.5 s, then the entry replaces the page', async () => {
    const { page } = await app.open('/complainPageNext?problemType=3&orderNo=ORD180', { lang, pausedClock: true });
    await page.locator('#field-problemDetail').fill('Quiero cambiar la fecha de pago.');
    const entries = await page.evaluate(() => window.history.length);
    await page.getByRole('button', { name: t.complaint!.submit! }).click();
    await page.locator('dialog[data-modal=saved][open]').waitFor();
    await page.clock.runFor(Number(constant('complaintSuccessModalMs')) - 100);
    expect(new URL(page.url()).pathname).toBe('/complainPageNext');
    await page.clock.runFor(150);
    await page.waitForURL(/\/complaint\?.*orderId=ORD180/);
    // Replaced, not pushed: going back leaves the flow instead of returning to the filled form.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
  });

  test('a tenth image is ignored', async () => {
    const { page } = await app.open('/complainPageNext?problemType=3&orderNo=ORD180', { lang });
    // A borrower cannot open the picker before the page's code is in (the tap waits for it): setInputFiles can.
    await page.locator('[data-screen=complaintNext][data-phase=ready]').waitFor();
    const files = Array.from({ length: 10 }, (_, i) => pngFile(`p${i}.png`));
    await page.locator('input[type=file]').setInputFiles(files);
    const max = Number(constant('complaintImagesMax'));
    await expect.poll(() => page.locator('.r-upload-thumb img').count()).toBe(max);
    expect(await page.locator('input[type=file]').count()).toBe(0);
    expect(await app.requests('/user-problem/upload-problem-img')).toHaveLength(max);
    await expect.poll(() => lastToast(page)).toBe(t.complaint!.uploadDone);
  });

  test('collection complaints are refused for an order that does not allow them, and offer sub-types otherwise', async () => {
    const { page } = await app.open('/complaint?orderId=ORD200', { lang });
    await page.getByText(t.complaint!.chooseType!).waitFor();
    await page.locator('.r-list-cards .r-list-tap', { hasText: serverText(lang, 'type.1') }).click();
    await expect.poll(() => lastToast(page)).toBe(t.complaint!.collectionNotAllowed);
    expect(new URL(page.url()).pathname).toBe('/complaint');
    expect(await page.locator('dialog[data-modal=subTypes][open]').count()).toBe(0);

    await page.getByRole('button', { name: t.complaint!.allOrders! }).click();
    await page.locator('dialog[data-modal=orderPicker][open] .r-list-tap', { hasText: 'ORD174' }).click();
    await page
      .locator('.r-list-cards .r-list-tap', { hasText: serverText(lang, 'type.1') })
      .first()
      .click();
    const sub = page.locator('dialog[data-modal=subTypes][open] .r-list-tap').first();
    await sub.click();
    await page.waitForURL(/\/complainPageNext\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('problemType')).toBe('1');
    expect(query.get('problemSonType')).not.toBeNull();
    expect(query.get('orderNo')).toBe('ORD174');
  });

  test('a rating modal opens 3 s after the details load, and both ratings do what the product says', async () => {
    const { page } = await app.open('/complainDetails?problemId=1001', { lang, pausedClock: true });
    await page.locator('#field-content').waitFor();
    await page.clock.runFor(Number(constant('ratingModalDelayMs')) - 100);
    expect(await page.locator('dialog[data-modal=score][open]').count()).toBe(0);
    await page.clock.runFor(150);
    await page.locator('dialog[data-modal=score][open]').waitFor();

    await page.getByRole('button', { name: t.rating!.submit! }).click();
    await expect.poll(() => lastToast(page)).toBe(t.rating!.prompt);
    await page.getByRole('radio', { name: /^3\b/ }).click();
    await page.getByRole('button', { name: t.rating!.submit! }).click();
    await page.locator('dialog[data-modal=thanks][open]').waitFor();
    const scores = await app.requests('/v3/loan-details/google-score');
    expect(scores.map((r) => r.body.score)).toEqual(['3']);
  });

  test('a high rating asks the app shell to open the store rating', async () => {
    const { page } = await app.open('/complainDetails?problemId=1001', { lang, pausedClock: true });
    await page.evaluate(() => {
      const sent: unknown[] = [];
      (window as unknown as { sent: unknown[] }).sent = sent;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { toRate: { postMessage: (m: unknown) => sent.push(['toRate', m]) } },
      };
    });
    await page.locator('#field-content').waitFor();
    await page.clock.runFor(Number(constant('ratingModalDelayMs')) + 50);
    await page.locator('dialog[data-modal=score][open]').waitFor();
    await page.getByRole('radio', { name: /^5\b/ }).click();
    await page.getByRole('button', { name: t.rating!.submit! }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sent: unknown[] }).sent.length)).toBe(1);
    expect(await page.locator('dialog[data-modal=thanks][open]').count()).toBe(0);
  });
});

test('the reply section shows only when the complaint has an answer', async () => {
  const t = copy('es');
  const answered = await app.open('/complainDetails?problemId=1003', { lang: 'es' });
  await answered.page.getByText(t.complaint!.replyTitle!).waitFor();
  const waiting = await app.open('/complainDetails?problemId=1002', { lang: 'es' });
  await waiting.page.locator('#field-content').waitFor();
  expect(await waiting.page.getByText(t.complaint!.replyTitle!).count()).toBe(0);
});
