import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { constant, copy, fill } from '../support/copy.ts';
import { type Channel, channels } from './channels.ts';
import { startAppForFile } from './fixture.ts';
import { wrappedInEachLanguage } from './wrapped.ts';
import { currency as currencyOf, LANG_PARAM, LANG_VALUE, LANGS, type Lang } from '../support/language.ts';

interface Delay {
  productName: string;
  delayInfo: { reviewer: string; delayAmount: number; delayTime: number };
  repayPlan: { title: string; amount: number; remark: string }[];
  repayList: { title: string; list: Channel[] }[];
  note: string;
}

const app = startAppForFile();
/** What the server sends in each language. */
let delays: Record<Lang, Delay>;
beforeAll(async () => {
  delays = await wrappedInEachLanguage<Delay>(app.url, '/v3/installment/loan-play-delay-detail', {
    productId: 'P-LANA',
    orderId: 'ORD174D',
  });
});

const EXTENSION = '/repayDelay?productId=P-LANA&orderId=ORD174D&userId=U2002&appVersion=3.1.0';
const floating = (page: Page) => page.locator('button.r-floating');

describe.each(LANGS)('extension in %s', (lang) => {
  const t = copy(lang);
  const currency = currencyOf(lang);
  const delay = () => delays[lang];
  const allChannels = () => delay().repayList.flatMap((g) => g.list);

  test('shows the extension fee and new date, the product, the deferral text, the plan and the channel groups', async () => {
    const { page, errors } = await app.open(EXTENSION, { lang });
    // The document draws the labels before the answer is in: the amounts come with ready.
    await page.locator('[data-screen=extension][data-phase=ready]').waitFor();
    await page.getByText(t.extension!.amount!, { exact: true }).waitFor();
    // ORD174D's 7-day extension fee is 3,360 cents.
    expect(delay().delayInfo.delayAmount).toBe(3360);
    expect(await page.locator('.r-tone-amount').textContent()).toBe(`${currency}33,60`);
    await page.getByText(t.extension!.newDate!, { exact: true }).waitFor();
    await page.getByText('2025-06-23', { exact: true }).first().waitFor();
    await page.getByText(delay().productName, { exact: true }).waitFor();
    await page.getByText(delay().delayInfo.reviewer, { exact: true }).waitFor();
    await page.getByText(fill(t.extension!.deferral!, constant('deferralMaxDays')), { exact: true }).waitFor();
    expect(fill(t.extension!.deferral!, constant('deferralMaxDays'))).toContain(' 7 ');

    await page.getByRole('heading', { name: t.extension!.planTitle! }).waitFor();
    for (const step of delay().repayPlan) {
      await page.getByText(step.title, { exact: true }).waitFor();
      await page.getByText(step.remark, { exact: true }).waitFor();
    }
    await page.getByText(`${currency}4.956,00`, { exact: true }).waitFor();
    await page.getByText(delay().note, { exact: true }).waitFor();

    for (const group of delay().repayList) await page.getByRole('heading', { name: group.title }).waitFor();
    expect(await channels(page).count()).toBe(allChannels().length);
    const [call] = await app.requests('/v3/installment/loan-play-delay-detail');
    expect(call!.body).toMatchObject({ productId: 'P-LANA', orderId: 'ORD174D' });
    expect(errors).toEqual([]);
  });

  test('tapping a channel opens the instruction with requestType 2 and the extension fee as the amount', async () => {
    const { page } = await app.open(EXTENSION, { lang });
    const spei = allChannels().find((c) => c.payCode.startsWith('646180'))!;
    await page.getByText(spei.desc, { exact: true }).click();
    await page.waitForURL(/\/carpmm\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      requestType: '2',
      amount: String(delay().delayInfo.delayAmount),
      payCode: spei.payCode,
      productId: 'P-LANA',
      orderId: 'ORD174D',
      userId: 'U2002',
      appVersion: '3.1.0',
      [LANG_PARAM]: LANG_VALUE[lang],
    });
    await page.getByText(t.voucher!.extensionAmount!, { exact: true }).waitFor();
    await page.getByText(`${currency}33,60`, { exact: true }).waitFor();
    const [voucher] = await app.requests('/v3/loan-details/generate-vcode');
    expect(voucher!.body).toMatchObject({ amount: '3360', requestType: '2', payCode: spei.payCode });
  });

  test('Copy and the barcode icon work here too without opening the channel', async () => {
    const { page } = await app.open(EXTENSION, { lang });
    const seven = allChannels().find((c) => c.payCode && !c.BARcodeImg)!;
    const card = channels(page).filter({ hasText: seven.vCode });
    await card.getByRole('button', { name: t.channel!.copy! }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(seven.payCode);
    await card.getByRole('button', { name: t.channel!.showBarcode! }).click();
    await page.locator('dialog[data-modal=barcode][open] svg.w-barcode-svg').waitFor();
    expect(new URL(page.url()).pathname).toBe('/repayDelay');
  });

  test('the customer service button can be dragged out of the way without navigating, and a tap opens /Dag', async () => {
    const { page } = await app.open(EXTENSION, { lang });
    const button = floating(page);
    await button.getByText(t.extension!.service!, { exact: true }).waitFor();
    const before = (await button.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) {
      await page.mouse.move(before.x + before.width / 2 - step * 20, before.y + before.height / 2 - step * 30);
    }
    await page.mouse.up();
    const after = (await button.boundingBox())!;
    expect(before.x - after.x).toBeCloseTo(160, -1);
    expect(before.y - after.y).toBeCloseTo(240, -1);
    expect(new URL(page.url()).pathname).toBe('/repayDelay');

    await button.click();
    await page.waitForURL(/\/Dag\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('orderId')).toBe('ORD174D');
    expect(query.get('userId')).toBe('U2002');
    expect(query.get(LANG_PARAM)).toBe(LANG_VALUE[lang]);
    // /Dag is the customer service screen: same header image, entries and contact call.
    await page.getByRole('heading', { name: t.service!.title! }).waitFor();
    await page.getByText(t.service!.phone!, { exact: true }).waitFor();
    await page.getByText(t.service!.email!, { exact: true }).waitFor();
    expect(await page.locator('img.r-image').first().getAttribute('src')).toBe(t.service!.headerImage);
    expect((await app.requests('/user-problem/get-whatsapp'))[0]!.body.overall).toBe(String(constant('whatsappOverall')));
  });
});
