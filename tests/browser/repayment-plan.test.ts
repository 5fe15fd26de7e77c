import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { t as serverText } from '../../sandbox/seed/texts.ts';
import { constant, copy } from '../support/copy.ts';
import { type Channel, channels } from './channels.ts';
import { startAppForFile } from './fixture.ts';
import { wrappedInEachLanguage } from './wrapped.ts';
import { lastToast } from './toasts.ts';
import { currency as currencyOf, LANG_PARAM, LANG_VALUE, LANGS, type Lang } from '../support/language.ts';

interface Plan {
  repayAmount: number;
  detail: { value: unknown }[];
  repayList: { reviewer: string; list: Channel[] }[];
}

const app = startAppForFile();
/** What the server sends in each language. */
let plans: Record<Lang, Plan>;
beforeAll(async () => {
  plans = await wrappedInEachLanguage<Plan>(app.url, '/v3/installment/loan-play-detail', { productId: 'P-PRESTO', orderId: 'ORD174' });
});

const PLAN = '/repay?productId=P-PRESTO&orderId=ORD174&userId=U1001&deviceId=DEV-9&sessionId=S-77';
const channelByCode = (page: Page, code: string) => channels(page).filter({ hasText: code });
const modal = (page: Page) => page.locator('dialog[data-modal=barcode][open]');

describe.each(LANGS)('repayment plan in %s', (lang) => {
  const t = copy(lang);
  const currency = currencyOf(lang);
  const plan = () => plans[lang];
  const allChannels = () => plan().repayList.flatMap((g) => g.list);

  test('shows the amount in the pack currency, the due date, the product, the notice and every channel group', async () => {
    const { page, errors } = await app.open(PLAN, { lang });
    // The document draws the labels before the answer is in: the amounts come with ready.
    await page.locator('[data-phase=ready]').waitFor();
    await page.locator('.r-variant-card').getByText(t.repayPlan!.amount!, { exact: true }).waitFor();
    // ORD174: 2,000.00 + 14.00 interest - 50.00 coupon, grouped with dots as the pages write amounts.
    expect(await page.locator('.r-tone-amount').textContent()).toBe(`${currency}1.964,00`);
    expect(plan().repayAmount).toBe(196400);
    await page.getByText('2025-06-18', { exact: true }).first().waitFor();
    await page.getByText('Presto Rápido', { exact: true }).waitFor();
    await page.getByText(t.repayPlan!.dueDate!, { exact: true }).waitFor();
    await page.locator('.r-tone-notice', { hasText: serverText(lang, 'plan.notice') }).waitFor();
    await page.getByRole('heading', { name: t.channel!.chooseTitle! }).waitFor();
    for (const group of plan().repayList) await page.getByRole('heading', { name: group.reviewer }).waitFor();
    expect(await channels(page).count()).toBe(allChannels().length);
    // A code, Copy and the barcode icon only for channels that have a code.
    const withCode = allChannels().filter((c) => c.payCode);
    expect(await page.getByRole('button', { name: t.channel!.copy! }).count()).toBe(withCode.length);
    expect(await page.getByRole('button', { name: t.channel!.showBarcode! }).count()).toBe(withCode.length);
    for (const c of withCode) await channelByCode(page, c.vCode).getByText(c.vCode, { exact: true }).waitFor();

    const [call] = await app.requests('/v3/installment/loan-play-detail');
    expect(call!.body).toMatchObject({ productId: 'P-PRESTO', orderId: 'ORD174' });
    expect(errors).toEqual([]);
  });

  test('detail rows are folded to the configured two until More, and Hide folds them again', async () => {
    const { page } = await app.open(PLAN, { lang });
    const rows = page.locator('.r-rows .r-row');
    // The document draws placeholder rows until the plan is in: count the plan's.
    await page.locator('[data-screen][data-phase=ready]').waitFor();
    const folded = Number(constant('detailRowsFolded'));
    expect(await rows.count()).toBe(folded);
    await page.getByRole('button', { name: t.ui!.more!, exact: true }).click();
    // Rows with an empty or zero value stay hidden when unfolded.
    const shown = plan().detail.filter((r) => !['', '0', 0].includes(r.value as string)).length;
    await expect.poll(() => rows.count()).toBe(shown);
    expect(shown).toBeGreaterThan(folded);
    await page.getByRole('button', { name: t.ui!.less!, exact: true }).click();
    await expect.poll(() => rows.count()).toBe(folded);
  });

  test('Copy puts the payment code on the clipboard and toasts, and does not open the channel', async () => {
    const { page } = await app.open(PLAN, { lang });
    const spei = allChannels().find((c) => c.payCode.startsWith('646180'))!;
    await channelByCode(page, spei.vCode).getByRole('button', { name: t.channel!.copy! }).click();
    await expect.poll(() => lastToast(page)).toBe(t.channel!.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(spei.payCode);
    expect(new URL(page.url()).pathname).toBe('/repay');
  });

  test('the barcode icon shows the server image, or Code 128 drawn from the code, with the scan-to-pay text', async () => {
    const { page } = await app.open(PLAN, { lang });
    const oxxo = allChannels().find((c) => c.BARcodeImg)!;
    await channelByCode(page, oxxo.vCode).getByRole('button', { name: t.channel!.showBarcode! }).click();
    await modal(page).waitFor();
    expect(await modal(page).locator('img.w-barcode-image').getAttribute('src')).toBe(oxxo.BARcodeImg);
    await modal(page).getByText(t.channel!.scanToPay!, { exact: true }).waitFor();
    await modal(page).getByText(oxxo.vCode, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/repay');
    await modal(page).getByRole('button', { name: t.ui!.close!, exact: true }).click();
    await expect.poll(() => modal(page).count()).toBe(0);

    const codeOnly = allChannels().find((c) => c.payCode && !c.BARcodeImg)!;
    await channelByCode(page, codeOnly.vCode).getByRole('button', { name: t.channel!.showBarcode! }).click();
    const bars = modal(page).locator('svg.w-barcode-svg');
    await bars.waitFor();
    expect(await bars.getAttribute('aria-label')).toBe(codeOnly.payCode);
    // Every bar is one "M…z" run of the path: a real symbol has dozens.
    expect(((await bars.locator('path').getAttribute('d')) ?? '').split('M').length).toBeGreaterThan(20);
    expect(await modal(page).locator('img.w-barcode-image').count()).toBe(0);
    await modal(page).getByText(t.channel!.scanToPay!, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/repay');
  });

  test('tapping a channel opens the repayment instruction with requestType 1, the plan amount, its code and the common parameters', async () => {
    const { page, errors } = await app.open(PLAN, { lang });
    const oxxo = allChannels()[0]!;
    await page.getByText(oxxo.desc, { exact: true }).click();
    await page.waitForURL(/\/carpmm\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      requestType: '1',
      amount: String(plan().repayAmount),
      payCode: oxxo.payCode,
      productId: 'P-PRESTO',
      orderId: 'ORD174',
      userId: 'U1001',
      deviceId: 'DEV-9',
      sessionId: 'S-77',
      [LANG_PARAM]: LANG_VALUE[lang],
    });
    // The language stays: the voucher opens in the same pack. Its title bar shows while the voucher loads: the
    // call is asked about once the screen has its answer.
    await page.getByRole('heading', { name: t.voucher!.title! }).waitFor();
    await page.locator('[data-screen=repaymentInstruction][data-phase=ready]').waitFor();
    const [voucher] = await app.requests('/v3/loan-details/generate-vcode');
    expect(voucher!.body).toMatchObject({
      productId: 'P-PRESTO',
      orderId: 'ORD174',
      amount: String(plan().repayAmount),
      payCode: oxxo.payCode,
      requestType: '1',
    });
    expect(errors).toEqual([]);
  });

  test('a channel without a code opens the instruction without one, and the server makes the reference', async () => {
    const { page } = await app.open(PLAN, { lang });
    const plain = allChannels().find((c) => !c.payCode)!;
    await page.getByText(plain.desc, { exact: true }).click();
    await page.waitForURL(/\/carpmm\?/);
    expect(new URL(page.url()).searchParams.has('payCode')).toBe(false);
    await page.getByText(t.voucher!.reference!, { exact: true }).waitFor();
    // The label is drawn before the call is answered: wait for the call itself.
    await expect.poll(async () => (await app.requests('/v3/loan-details/generate-vcode')).length).toBe(1);
    const [voucher] = await app.requests('/v3/loan-details/generate-vcode');
    expect(voucher!.body.payCode).toBe('');
  });
});
