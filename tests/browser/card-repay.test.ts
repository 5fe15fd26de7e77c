import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { t as serverText } from '../../sandbox/seed/texts.ts';
import { constant, copy, fill } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { playShell, shellMessages } from './shell.ts';
import { forgetToasts, lastToast } from './toasts.ts';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { currency, LANGS } from '../support/language.ts';

const app = startAppForFile();

const BASE = '/api/v1/youmi/youmi-api/service/loan';
const WAY = `${BASE}/repayment-way`;
const COMMIT = `${BASE}/repayment-commit`;
const CONFIRM = `${BASE}/repayment-confirm`;
const HUICHAO = `${BASE}/repayment-huichao`;
const SECONDS = Number(constant('smsCountdownSeconds'));

const countdown = (page: Page) => page.locator('.w-countdown-button');
const actions = async (page: Page) => (await shellMessages(page)).map((m) => m.action);

/** The code the sandbox last "sent" for the order, once the commit that sends it has arrived. */
async function smsCode(orderId: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await sandboxControl(app.sandbox, '/sms')) as { byOrder: Record<string, { code: string } | undefined> };
      code = sms.byOrder[orderId]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

describe.each(LANGS)('bank-card repayment in %s', (lang) => {
  const t = copy(lang);
  const r = t.cardRepay!;
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const open = (path: string, pausedClock = false) => app.open(path, { lang, pausedClock, beforeLoad: playShell });

  test('the full SMS flow: card, commit, 60 s countdown, resend, wrong code, right code, loan details', { timeout: 60_000 }, async () => {
    const { page, errors } = await open('/bindBank?orderId=ORD174&productId=P-PRESTO&amount=196400&userId=U1001', true);
    await expect.poll(() => actions(page)).toEqual(['startBank']);
    await expect.poll(() => page.locator('.r-variant-header .r-tone-amount').textContent()).toBe(`${currency(lang)}1.964,00`);
    expect(await page.getByRole('radio').allTextContents()).toEqual([
      fill(r.cardLine!, 'BBVA México', '**** 4821'),
      fill(r.cardLine!, 'Banorte', '**** 1937'),
      fill(r.cardLine!, 'Santander', '**** 0456'),
    ]);

    // No card chosen: the message, and nothing sent.
    await button(page, r.repay!).click();
    await expect.poll(() => lastToast(page)).toBe(r.selectCard);
    expect(await app.requests(COMMIT)).toHaveLength(0);
    // Focus moves to the cards, so a keyboard or screen reader is where the choice is to be made.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(fill(r.cardLine!, 'BBVA México', '**** 4821'));

    await page.getByRole('radio', { name: /Banorte/ }).click();
    await button(page, r.repay!).click();
    await page.getByRole('heading', { name: r.verifyTitle! }).waitFor();
    const token = (await app.requests(WAY))[0]!;
    expect(token.query.orderId).toBe('ORD174');
    const commits = await app.requests(COMMIT);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.body).toMatchObject({
      amount: '196400',
      bankName: 'Banorte',
      cardId: '102',
      cardNo: '**** 1937',
      couponId: '',
      orderId: 'ORD174',
      bankCode: 'BANORTE',
      sendMsg: '0',
    });
    expect(commits[0]!.body.repayToken).toMatch(/^rt_/);

    // The resend button counts down from 60 s, then offers the code again.
    await expect.poll(() => countdown(page).textContent()).toBe(fill(r.resendIn!, SECONDS));
    await page.clock.runFor(1000);
    await expect.poll(() => countdown(page).textContent()).toBe(fill(r.resendIn!, SECONDS - 1));
    // A tap while counting sends nothing (the button is marked disabled, so force the tap).
    await countdown(page).click({ force: true });
    expect(await app.requests(COMMIT)).toHaveLength(1);
    await page.clock.runFor((SECONDS - 1) * 1000);
    await expect.poll(() => countdown(page).textContent()).toBe(r.getCode);

    // Resend: a new commit with sendMsg=1, and the count starts again.
    await countdown(page).click();
    await expect.poll(async () => (await app.requests(COMMIT)).length).toBe(2);
    expect((await app.requests(COMMIT))[1]!.body).toMatchObject({ sendMsg: '1', cardId: '102' });
    await expect.poll(() => countdown(page).textContent()).toBe(fill(r.resendIn!, SECONDS));

    // Too short a code is refused here; a wrong one by the server (800006).
    await button(page, r.confirm!).click();
    await expect.poll(() => lastToast(page)).toBe(r.codeInvalid);
    await forgetToasts(page);
    await page.locator('#field-smsCode').fill('123');
    await button(page, r.confirm!).click();
    await expect.poll(() => lastToast(page)).toBe(r.codeInvalid);
    expect(await app.requests(CONFIRM)).toHaveLength(0);
    const code = await smsCode('ORD174');
    await page.locator('#field-smsCode').fill(code === '000000' ? '111111' : '000000');
    await button(page, r.confirm!).click();
    await expect.poll(() => lastToast(page)).toBe(t.repay!.wrongCode);

    await page.locator('#field-smsCode').fill(code);
    await button(page, r.confirm!).click();
    await page.waitForURL(/\/loan\/details\?/);
    const confirms = await app.requests(CONFIRM);
    expect(confirms).toHaveLength(2);
    expect(confirms[1]!.body).toMatchObject({ orderId: 'ORD174', verifyCode: code });
    expect(confirms[1]!.body.repaymentRecordId).toBe(confirms[0]!.body.repaymentRecordId);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174');
    await expect.poll(() => lastToast(page)).toBe(r.success);
    expect(await actions(page)).toEqual(['startBank', 'endBank']);
    // The order is now paid.
    await page.locator('img[src="/img/status-200.svg"]').waitFor();
    expect(errors).toEqual([]);
  });

  test('a server that sends card and record ids as numbers and amounts as texts is paid as any other', async () => {
    await app.scenario({ reshape: { path: '*', ids: true, numbers: true } });
    const { page, errors } = await open('/bindBank?orderId=ORD174&productId=P-PRESTO&amount=196400&userId=U1001');
    await page.getByRole('radio', { name: /Santander/ }).click();
    await button(page, r.repay!).click();
    await page.getByRole('heading', { name: r.verifyTitle! }).waitFor();
    // The ids go back as they came: the card's 103, the record's number, written by the form as digits.
    expect((await app.requests(COMMIT))[0]!.body).toMatchObject({ cardId: '103', bankName: 'Santander', cardNo: '**** 0456' });
    await page.locator('#field-smsCode').fill(await smsCode('ORD174'));
    await button(page, r.confirm!).click();
    await page.waitForURL(/\/loan\/details\?/);
    expect((await app.requests(CONFIRM))[0]!.body.repaymentRecordId).toMatch(/^[1-9][0-9]*$/);
    await page.locator('img[src="/img/status-200.svg"]').waitFor();
    expect(errors).toEqual([]);
  });

  test('the cards are one radio group: one tab stop, arrows move between them, Space picks', async () => {
    const { page, errors } = await open('/bindBank?orderId=ORD174&productId=P-PRESTO&amount=196400&userId=U1001');
    const group = page.getByRole('radiogroup', { name: r.chooseCard! });
    const cards = group.getByRole('radio');
    await expect.poll(() => cards.count()).toBe(3);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const checked = () => cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-checked')));
    // Tab reaches the group once, on its first card, and the next Tab leaves it.
    await cards.first().focus();
    expect(await cards.evaluateAll((all) => all.map((card) => (card as HTMLElement).tabIndex))).toEqual([0, -1, -1]);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(r.repay);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(fill(r.cardLine!, 'BBVA México', '**** 4821'));
    // The arrows move (wrapping) without picking: a pick acts at once.
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(fill(r.cardLine!, 'Banorte', '**** 1937'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(fill(r.cardLine!, 'Santander', '**** 0456'));
    expect(await checked()).toEqual(['false', 'false', 'false']);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await checked()).toEqual(['false', 'true', 'false']);
    // The picked card is now the group's tab stop.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(fill(r.cardLine!, 'Banorte', '**** 1937'));
    expect(await cards.evaluateAll((all) => all.map((card) => (card as HTMLElement).tabIndex))).toEqual([-1, 0, -1]);
    expect(errors).toEqual([]);
  });

  test('Cancel leaves verification mode and resets the timer', async () => {
    const { page } = await open('/bindBank?orderId=ORD174&amount=196400', true);
    await page.getByRole('radio', { name: /BBVA/ }).click();
    await button(page, r.repay!).click();
    await expect.poll(() => countdown(page).textContent()).toBe(fill(r.resendIn!, SECONDS));
    await page.clock.runFor(10_000);
    await page.locator('#field-smsCode').fill('12');
    await button(page, r.cancel!).click();
    await button(page, r.repay!).waitFor();
    expect(await page.getByRole('heading', { name: r.verifyTitle! }).count()).toBe(0);
    // The card stays chosen; a new commit starts a fresh 60 s count with an empty code field.
    await button(page, r.repay!).click();
    await expect.poll(() => countdown(page).textContent()).toBe(fill(r.resendIn!, SECONDS));
    expect(await page.locator('#field-smsCode').inputValue()).toBe('');
    expect(await app.requests(COMMIT)).toHaveLength(2);
  });

  test('without an SMS step the commit settles the loan at once and goes to the details', async () => {
    const { page } = await open('/bindBank?orderId=ORD174N&amount=157000');
    await page.getByRole('radio', { name: /Santander/ }).click();
    await button(page, r.repay!).click();
    await page.waitForURL(/\/loan\/details\?orderId=ORD174N/);
    await page.locator('img[src="/img/status-200.svg"]').waitFor();
    expect(await actions(page)).toEqual(['startBank', 'endBank']);
    expect(await app.requests(CONFIRM)).toHaveLength(0);

    // Coming back to pay again: the server answers 800005 and the page says so.
    const again = await open('/bindBank?orderId=ORD174N&amount=157000');
    await again.page.getByText(t.repay!.repeatedSubmit!).waitFor();
  });

  test('800005 on confirm shows the do-not-repeat message', async () => {
    await app.scenario({ respond: { path: CONFIRM, body: { code: '800005', message: 'Pago duplicado', data: null } } });
    const { page } = await open('/bindBank?orderId=ORD174&amount=196400');
    await page.getByRole('radio', { name: /BBVA/ }).click();
    await button(page, r.repay!).click();
    await page.locator('#field-smsCode').fill(await smsCode('ORD174'));
    await button(page, r.confirm!).click();
    await expect.poll(() => lastToast(page)).toBe(t.repay!.repeatedSubmit);
    expect(new URL(page.url()).pathname).toBe('/bindBank');
  });

  test('other failures show the server message, or the default; a network error the network message', async () => {
    const { page } = await open('/bindBank?orderId=ORD174&amount=abc');
    await page.getByRole('radio', { name: /BBVA/ }).click();
    await button(page, r.repay!).click();
    await expect.poll(() => lastToast(page)).toBe(serverText(lang, 'pay.invalidAmount'));

    await app.scenario({ respond: { path: COMMIT, body: { code: '99', message: '', data: null }, times: 1 } });
    const second = await open('/bindBank?orderId=ORD174&amount=196400');
    await second.page.getByRole('radio', { name: /BBVA/ }).click();
    await button(second.page, r.repay!).click();
    await expect.poll(() => lastToast(second.page)).toBe(t.errors!.processingFailed);

    await button(second.page, r.repay!).click();
    await second.page.locator('#field-smsCode').fill(await smsCode('ORD174'));
    await app.scenario({ fail: { path: CONFIRM, mode: '500', times: 1 } });
    await button(second.page, r.confirm!).click();
    await expect.poll(() => lastToast(second.page)).toBe(t.errors!.network);
    expect(new URL(second.page.url()).pathname).toBe('/bindBank');
  });

  test('a double tap on Repay or Confirm sends one request', async () => {
    await app.scenario({
      delayMs: [
        { path: COMMIT, ms: 800 },
        { path: CONFIRM, ms: 800 },
      ],
    });
    const { page } = await open('/bindBank?orderId=ORD174&amount=196400');
    await page.getByRole('radio', { name: /BBVA/ }).click();
    await button(page, r.repay!).dblclick();
    await page.locator('#field-smsCode').waitFor();
    expect(await app.requests(COMMIT)).toHaveLength(1);
    await page.locator('#field-smsCode').fill(await smsCode('ORD174'));
    await button(page, r.confirm!).dblclick();
    await page.waitForURL(/\/loan\/details\?/);
    expect(await app.requests(CONFIRM)).toHaveLength(1);
  });

  test('no cards: the page says so and offers online payment, which goes to the checkout', async () => {
    const { page } = await open('/bindBank?orderId=ORD174E&amount=196400&userId=U1001');
    await page.getByText(r.noCards!).waitFor();
    expect(await button(page, r.repay!).count()).toBe(0);
    await page.route('https://pay.example.mx/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>checkout</p>' }));
    await button(page, r.payOnline!).click();
    await page.waitForURL(/^https:\/\/pay\.example\.mx\/checkout\//);
    const calls = await app.requests(HUICHAO);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ userId: 'U1001', orderId: 'ORD174E', amount: '196400' });
  });

  test('an off-list checkout URL is refused with a message', async () => {
    const { page } = await open('/bindBank?orderId=ORD174X&amount=196400');
    await button(page, r.payOnline!).click();
    await expect.poll(() => lastToast(page)).toBe(t.ui!.blockedUrl);
    expect(await app.requests(HUICHAO)).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/bindBank');
    expect(await actions(page)).toEqual(['startBank']);
  });

  test('the back arrow tells the app the bank flow ended', async () => {
    const { page } = await open('/bindBank?orderId=ORD174&amount=196400');
    await button(page, r.repay!).waitFor();
    // An entry to go back to without leaving the app (a fresh tab would go back to a blank page).
    await page.evaluate(() => window.history.pushState(null, '', window.location.href));
    await page.getByRole('button', { name: t.ui!.back!, exact: true }).click();
    await expect.poll(() => actions(page)).toEqual(['startBank', 'endBank']);
  });
});

test('the Chinese pack shows the Chinese messages of its rules and errors', async () => {
  // zh is a partial pack over es; copy() reads any pack of pages.yaml.
  const zh = copy('zh' as 'es');
  const repayButton = (page: Page) => page.locator('.r-variant-sticky .r-button-primary');
  const { page } = await app.open('/bindBank?orderId=ORD174&amount=196400&lang=zh');
  await page.getByRole('radio').first().waitFor();
  await repayButton(page).click();
  await expect.poll(() => lastToast(page)).toBe(zh.cardRepay!.selectCard);
  await page.getByRole('radio').first().click();
  await repayButton(page).click();
  await page.locator('#field-smsCode').fill('12');
  await repayButton(page).click();
  await expect.poll(() => lastToast(page)).toBe(zh.cardRepay!.codeInvalid);
  const code = await smsCode('ORD174');
  await page.locator('#field-smsCode').fill(code === '999999' ? '888888' : '999999');
  await repayButton(page).click();
  await expect.poll(() => lastToast(page)).toBe(zh.repay!.wrongCode);
  expect(
    [zh.cardRepay!.selectCard, zh.cardRepay!.codeInvalid, zh.repay!.wrongCode, zh.repay!.repeatedSubmit].every((x) =>
      /[\u4e00-\u9fff]/.test(x!),
    ),
  ).toBe(true);
});
