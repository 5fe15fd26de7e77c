import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { t as serverText } from '../../sandbox/seed/texts.ts';
import { constant, copy, fill } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { currency, LANGS, type Lang } from '../support/language.ts';

const app = startAppForFile();

interface Contract {
  userName: string;
  productName: string;
  amount: number;
  bankNo: string;
  daiDate: number;
  planDate: number;
  contractAmount: number;
  commission: number;
  Interest: number;
  IVA: number;
  giveAmount: number;
  userAddress: string;
  contractDate: number;
  company: string;
}

/** What the server sends for the order, read straight from the sandbox. */
async function contractOf(orderNo: string): Promise<Contract> {
  const response = await fetch(`${app.sandbox}/evolved/v3/loan-details/contract-detail?orderNo=${orderNo}`);
  return ((await response.json()) as { data: Contract }).data;
}

/** Minor units → major with 2 decimals, dots between thousands and a decimal comma, after the pack's currency. */
function money(lang: Lang, minor: number): string {
  const [whole, cents] = (minor / 100).toFixed(2).split('.') as [string, string];
  return `${currency(lang)}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

function day(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const rows = (page: Page) =>
  page
    .locator('.r-rows .r-row')
    .evaluateAll((list) => list.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']));

describe.each(LANGS)('loan agreement in %s', (lang) => {
  const t = copy(lang);
  const a = t.agreement!;

  test('every row, the penalty, address, law, date and signatures of the promissory note', async () => {
    const c = await contractOf('ORD174');
    const { page, errors } = await app.open('/agreement?orderNo=ORD174', { lang });
    await page.locator('.r-rows').waitFor();
    expect(await rows(page)).toEqual([
      [a.lenderPayDate, day(c.daiDate)],
      [a.borrowerRepayDate, day(c.planDate)],
      [a.loanAmount, money(lang, c.amount)],
      [a.commission, money(lang, c.commission)],
      [a.annualRate, String(constant('contractAnnualRate'))],
      [a.interest, String(constant('contractInterest'))],
      [a.vat, fill(a.vatText!, money(lang, c.IVA), constant('vatPercent'))],
      [a.receivedAmount, money(lang, c.giveAmount)],
    ]);
    const body = page.locator('.r-screen-body');
    await body.getByText(fill(a.promise!, c.userName, c.company, money(lang, c.contractAmount), day(c.planDate), c.bankNo)).waitFor();
    await body.getByText(fill(a.penalty!, constant('overduePenaltyPercentPerDay'))).waitFor();
    await body.getByText(c.userAddress, { exact: true }).waitFor();
    await body.getByRole('heading', { name: a.lawTitle! }).waitFor();
    await body.getByText(a.law!, { exact: true }).waitFor();
    const date = body.locator('.r-stack-row', { hasText: a.contractDate! });
    expect(await date.textContent()).toBe(`${a.contractDate}${day(c.contractDate)}`);
    const signatures = page.locator('.r-variant-card').last();
    expect(await signatures.textContent()).toBe(`${a.lender}${c.productName}${c.company}${a.borrower}${c.userName}`);
    expect(errors).toEqual([]);
  });

  test('a failed fetch shows the server message, and retry loads the note', async () => {
    await app.scenario({ fail: { path: '/v3/loan-details/contract-detail', mode: 'code', times: 1 } });
    const { page } = await app.open('/agreement?orderNo=ORD180', { lang });
    await page.getByText(serverText(lang, 'error.unavailable'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t.ui!.retry!, exact: true }).click();
    await page.locator('.r-rows').waitFor();
  });
});

test('a rejected order has no contract: the server says so', async () => {
  const { page } = await app.open('/agreement?orderNo=ORD110', { lang: 'en' });
  await page.getByText(serverText('en', 'contract.rejected'), { exact: true }).waitFor();
  expect(await page.locator('.r-rows').count()).toBe(0);
});
