import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { t as serverText, type TextKey } from '../../sandbox/seed/texts.ts';
import { copy, fill, constant } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { playShell, shellMessages } from './shell.ts';
import { lastToast } from './toasts.ts';
import { LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';

const app = startAppForFile();

const SCORE = '/v3/loan-details/google-score';
const statusImage = (page: Page) => page.locator('.r-variant-card img.r-image').first();
const rowTitles = (page: Page) => page.locator('.r-rows dt').allTextContents();

/**
 * Every order status with the image it shows and the buttons it offers; 170 and a status the page has no image for
 * (999, sent without words) show 200's.
 */
const STATUSES = [
  { orderId: 'ORD21', image: 21, repay: false, extend: false, again: false },
  { orderId: 'ORD151', image: 151, repay: false, extend: false, again: false },
  { orderId: 'ORD110', image: 110, repay: false, extend: false, again: false },
  { orderId: 'ORD170', image: 200, repay: false, extend: false, again: false },
  { orderId: 'ORD174', image: 174, repay: true, extend: false, again: false },
  { orderId: 'ORD174D', image: 174, repay: true, extend: true, again: false },
  { orderId: 'ORD180', image: 180, repay: true, extend: false, again: false },
  { orderId: 'ORD180D', image: 180, repay: true, extend: true, again: false },
  { orderId: 'ORD180S', image: 180, repay: true, extend: false, again: false },
  { orderId: 'ORD200', image: 200, repay: false, extend: false, again: true },
  { orderId: 'ORD999', image: 200, repay: false, extend: false, again: false },
] as const;

describe.each(LANGS)('loan details in %s', (lang) => {
  const t = copy(lang);
  const d = t.details!;
  // Row titles are the server's, in the page's language.
  const row = (key: TextKey) => serverText(lang, key);
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test.each(STATUSES)('$orderId shows status image $image and its buttons', async (s) => {
    const { page, errors } = await app.open(`/loan/details?orderId=${s.orderId}`, { lang });
    if (s.orderId === 'ORD180S') {
      await page.locator('dialog[data-modal=score][open]').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[data-modal=score][open]').count()).toBe(0);
    }
    await expect.poll(() => statusImage(page).getAttribute('src')).toBe(`/img/status-${s.image}.svg`);
    // The status's words are the server's; a status sent without them shows none of the page's own.
    if (s.orderId === 'ORD999') {
      await page.locator('.r-rows').waitFor();
      expect(await page.locator('.r-variant-card .r-heading').count()).toBe(0);
    } else await page.locator('.r-variant-card .r-heading').first().waitFor();
    expect(await button(page, d.repay!).count()).toBe(s.repay ? 1 : 0);
    expect(await button(page, d.extend!).count()).toBe(s.extend ? 1 : 0);
    expect(await button(page, d.borrowAgain!).count()).toBe(s.again ? 1 : 0);
    // 110 hides the whole list; every other status shows it without its empty and zero rows.
    const titles = await rowTitles(page);
    if (s.orderId === 'ORD110') expect(titles).toEqual([]);
    else {
      expect(titles).toContain(row('row.amount'));
      expect(titles).not.toContain(row('row.insurance'));
      expect(titles).not.toContain(row('row.prepayPenalty'));
    }
    expect(errors).toEqual([]);
  });

  test('rows whose value is empty or zero are hidden; an overdue order shows its days and late fee', async () => {
    const due = await app.open('/loan/details?orderId=ORD174', { lang });
    await due.page.locator('.r-rows').waitFor();
    expect(await rowTitles(due.page)).toEqual([
      row('row.amount'),
      row('row.repay'),
      row('row.interest'),
      row('row.coupon'),
      row('row.applyDate'),
      row('row.dueDate'),
      row('row.orderNo'),
    ]);
    const overdue = await app.open('/loan/details?orderId=ORD180', { lang });
    await overdue.page.locator('.r-rows').waitFor();
    const titles = await rowTitles(overdue.page);
    expect(titles).toContain(row('row.overdueDays'));
    expect(titles).toContain(row('row.lateFee'));
    expect(titles).not.toContain(row('row.coupon'));
  });

  test('Repay opens the repayment plan of the order', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD174&productId=P-PRESTO', { lang });
    await button(page, d.repay!).click();
    await page.waitForURL(/\/repay\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('orderId')).toBe('ORD174');
    expect(query.get('productId')).toBe('P-PRESTO');
    expect(query.get(LANG_PARAM)).toBe(LANG_VALUE[lang]);
  });

  test('the extension button opens the reminder, which offers the extension or plain repayment', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD174D&productId=P-LANA', { lang });
    await button(page, d.extend!).click();
    const reminder = page.locator('dialog[data-modal=reminder][open]');
    await reminder.getByRole('heading', { name: d.reminderTitle! }).waitFor();
    await reminder.getByText(fill(d.reminderText!, constant('deferralMaxDays'))).waitFor();
    await reminder.getByRole('button', { name: d.extendNow!, exact: true }).click();
    await page.waitForURL(/\/repayDelay\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174D');

    const again = await app.open('/loan/details?orderId=ORD180D&productId=P-PRESTO', { lang });
    await button(again.page, d.extend!).click();
    await again.page.locator('dialog[data-modal=reminder][open]').getByRole('button', { name: d.repayNow!, exact: true }).click();
    await again.page.waitForURL(/\/repay\?/);
    expect(new URL(again.page.url()).searchParams.get('orderId')).toBe('ORD180D');
  });

  test('Borrow again opens the app through its scheme link, which is allowed', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD200', { lang });
    await button(page, d.borrowAgain!).waitFor();
    // Record the link the page follows instead of letting the browser try an unknown scheme.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest?.('a');
          if (link?.href.startsWith('creditoagil:')) {
            (window as unknown as { opened: string }).opened = link.href;
            event.preventDefault();
          }
        },
        true,
      );
    });
    await button(page, d.borrowAgain!).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened?: string }).opened)).toBe('creditoagil://loan');
    expect(await page.locator('.r-toast', { hasText: t.ui!.blockedUrl! }).count()).toBe(0);
  });

  test('the score modal opens on load when isScore is 1; a low score thanks, a high one asks the app to rate', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD180S', { lang });
    const score = page.locator('dialog[data-modal=score][open]');
    await score.waitFor();
    await score.getByRole('button', { name: t.rating!.submit!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.rating!.prompt);
    await score.getByRole('radio', { name: '2', exact: true }).click();
    await score.getByRole('button', { name: t.rating!.submit!, exact: true }).click();
    await page.locator('dialog[data-modal=thanks][open]').waitFor();
    expect((await app.requests(SCORE)).map((r) => r.body.score)).toEqual(['2']);

    const high = await app.open('/loan/details?orderId=ORD180S', { lang, beforeLoad: playShell });
    const modal = high.page.locator('dialog[data-modal=score][open]');
    await modal.getByRole('radio', { name: '5', exact: true }).click();
    await modal.getByRole('button', { name: t.rating!.submit!, exact: true }).click();
    await expect.poll(async () => (await shellMessages(high.page)).map((m) => m.action)).toContain('toRate');
    expect(await high.page.locator('dialog[data-modal=thanks][open]').count()).toBe(0);
    expect((await app.requests(SCORE)).map((r) => r.body.score)).toEqual(['2', '5']);
  });

  test('no score modal without isScore', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD180', { lang });
    await page.locator('.r-rows').waitFor();
    expect(await page.locator('dialog[data-modal=score][open]').count()).toBe(0);
  });

  test('the contract link opens the promissory note of the order', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD174&productId=P-PRESTO', { lang });
    await page.getByRole('button', { name: d.viewContract!, exact: true }).click();
    await page.waitForURL(/\/agreement\?/);
    expect(new URL(page.url()).searchParams.get('orderNo')).toBe('ORD174');
    await page.locator('.r-rows').waitFor();
  });

  test('the back arrow closes the web view when the details were opened by the app', async () => {
    const { page } = await app.open('/loan/details?orderId=ORD174', { lang, beforeLoad: playShell });
    await page.locator('.r-rows').waitFor();
    await page.getByRole('button', { name: t.ui!.back!, exact: true }).click();
    await expect.poll(async () => (await shellMessages(page)).map((m) => m.action)).toEqual(['closeWebview']);
  });
});

test('an unknown order shows the server message with a retry', async () => {
  const { page } = await app.open('/loan/details?orderId=NOPE', { lang: 'en' });
  await page.getByText(serverText('en', 'order.missing'), { exact: true }).waitFor();
  await page.getByRole('button', { name: copy('en').ui!.retry!, exact: true }).waitFor();
});
