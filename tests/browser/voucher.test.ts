import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { copy } from '../support/copy.ts';
import { currency as currencyOf, LANGS, type Lang } from '../support/language.ts';
import { pages } from '../support/pages.ts';
import { startAppForFile } from './fixture.ts';
import { wrappedInEachLanguage } from './wrapped.ts';
import { lastToast } from './toasts.ts';

interface Voucher {
  topLogo: string;
  repayDetail: { amount: number; repayDes: string; repayCode: string; vCode: string; companyName: string };
  dataList: { title: string; content: string[] }[];
  imgList: { title: string; eMail: string; content: string[] };
  bottomLogo: string;
}

const FIELDS = { productId: 'P-PRESTO', orderId: 'ORD174', amount: '196400', payCode: '93924716693091', requestType: '1' };
const VOUCHER = `/carpmm?${new URLSearchParams({ ...FIELDS, userId: 'U1001' })}`;
const allowedOrigins = pages.app.allowedOrigins;

const app = startAppForFile();
/** What the server sends in each language. */
let vouchers: Record<Lang, Voucher>;
beforeAll(async () => {
  vouchers = await wrappedInEachLanguage<Voucher>(app.url, '/v3/loan-details/generate-vcode', FIELDS);
});

const body = (page: Page) => page.locator('.r-screen-body');

describe.each(LANGS)('repayment instruction in %s', (lang) => {
  const t = copy(lang);
  const currency = currencyOf(lang);
  const voucher = () => vouchers[lang];

  test('shows every section: logos, amount in the pack currency, code image and text, company, instructions, fees', async () => {
    const { page, errors } = await app.open(VOUCHER, { lang });
    await page.locator('[data-phase=ready]').waitFor();
    await page.getByText(t.voucher!.totalAmount!, { exact: true }).waitFor();
    const [call] = await app.requests('/v3/loan-details/generate-vcode');
    expect(call!.body).toMatchObject(FIELDS);

    const images = body(page).locator('img.r-image');
    expect(await images.first().getAttribute('src')).toBe(voucher().topLogo);
    expect(await images.last().getAttribute('src')).toBe(voucher().bottomLogo);
    expect(await page.locator('.r-tone-amount').textContent()).toBe(`${currency}1.964,00`);
    await page.getByText(voucher().repayDetail.repayDes, { exact: true }).waitFor();
    expect(await body(page).locator(`img[src="${voucher().repayDetail.repayCode}"]`).getAttribute('alt')).toBe(voucher().repayDetail.vCode);
    await page.getByText(t.voucher!.reference!, { exact: true }).waitFor();
    await page.getByText(voucher().repayDetail.vCode, { exact: true }).waitFor();
    await page.getByText(t.voucher!.company!, { exact: true }).waitFor();
    await page.getByText(voucher().repayDetail.companyName, { exact: true }).waitFor();

    for (const section of voucher().dataList) {
      await page.getByRole('heading', { name: section.title }).waitFor();
      for (const [i, line] of section.content.entries()) await page.getByText(`${i + 1}. ${line}`, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: voucher().imgList.title }).waitFor();
    expect(await page.getByRole('link', { name: voucher().imgList.eMail }).getAttribute('href')).toBe(`mailto:${voucher().imgList.eMail}`);
    for (const src of voucher().imgList.content) await body(page).locator(`img[src="${src}"]`).waitFor({ state: 'attached' });

    const fees = page.getByRole('link', { name: t.voucher!.feesLink! });
    const href = (await fees.getAttribute('href'))!;
    expect(href).toBe(t.voucher!.feesUrl);
    expect(allowedOrigins).toContain(new URL(href).origin);
    expect(await fees.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
  });

  test('an extension voucher says so; without a code the server makes the reference', async () => {
    const { page } = await app.open(`/carpmm?productId=P-PRESTO&orderId=ORD174&amount=3360&requestType=2`, { lang });
    // The document draws the labels before the answer is in: the amounts come with ready.
    await page.locator('[data-phase=ready]').waitFor();
    await page.getByText(t.voucher!.extensionAmount!, { exact: true }).waitFor();
    expect(await page.locator('.r-tone-amount').textContent()).toBe(`${currency}33,60`);
    const [call] = await app.requests('/v3/loan-details/generate-vcode');
    expect(call!.body).toMatchObject({ amount: '3360', requestType: '2', payCode: '' });
    await page.getByText(/^70\d\d( \d{4}){2} \d\d$/).waitFor();
  });

  test('Copy puts the company name on the clipboard and toasts', async () => {
    const { page } = await app.open(VOUCHER, { lang });
    await page.getByRole('button', { name: t.channel!.copy! }).click();
    await expect.poll(() => lastToast(page)).toBe(t.voucher!.companyCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(voucher().repayDetail.companyName);
  });
});
