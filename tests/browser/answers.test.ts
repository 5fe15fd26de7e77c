import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { lastToast } from './toasts.ts';
import { LANGS } from '../support/language.ts';

const app = startAppForFile();

const LIST = '/user-problem/problem-list';
const DETAILS = '/v3/loan-details/loan-details';
const COMMIT = '/api/v1/youmi/youmi-api/service/loan/repayment-commit';

/** What the page reports for developers ([pages] lines on the console). */
function reports(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[pages]')) lines.push(message.text());
  });
  return lines;
}

describe.each(LANGS)('answers the screens can draw, in %s', (lang) => {
  const t = copy(lang);

  test('complaint list without tabs says there are no complaints', async () => {
    await app.scenario({ respond: { path: LIST, body: { code: 0, message: 'ok', data: [] }, times: 1 } });
    const { page, errors } = await app.open('/complaintList', { lang });
    await page.getByText(t.complaint!.noComplaints!, { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a tab whose list is null or missing shows the empty text of the list', async () => {
    const complaint = { id: 1003, time: Date.UTC(2025, 5, 10, 15), type: 'Cuenta', content: 'No puedo entrar a mi cuenta.' };
    const data = [
      { name: 'Pendiente', status: 0, list: null },
      { name: 'Resuelto', status: 1 },
      { name: 'Todas', status: 2, list: [complaint] },
    ];
    await app.scenario({ respond: { path: LIST, body: { code: 0, message: 'ok', data }, times: 1 } });
    const { page, errors } = await app.open('/complaintList', { lang });
    await page.getByText(t.complaint!.listEmpty!, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Resuelto' }).click();
    await expect.poll(() => page.locator('[role=tabpanel]').textContent()).toBe(t.complaint!.listEmpty);
    await page.getByRole('tab', { name: 'Todas' }).click();
    await page.getByText(complaint.content, { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a status without an image of its own shows 200's, gives no meaning of the page's own and offers no buttons", async () => {
    const data = { orderStatus: '999', productName: 'Presto Rápido', userOrderDetail: { detail: [{ text: 'Monto', value: '$2.000,00' }] } };
    await app.scenario({ respond: { path: DETAILS, body: { success: true, code: 0, message: 'ok', data }, times: 1 } });
    const { page, errors } = await app.open('/loan/details?orderId=ORD174&productId=P-PRESTO', { lang });
    await page.locator('.r-rows').waitFor();
    expect(await page.locator('.r-variant-card img.r-image').first().getAttribute('src')).toBe('/img/status-200.svg');
    expect(await page.locator('.r-variant-card .r-heading').count()).toBe(0);
    for (const name of [t.details!.repay!, t.details!.extend!, t.details!.borrowAgain!])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.locator('.r-rows dt').allTextContents()).toEqual(['Monto']);
    expect(errors).toEqual([]);
  });
});

test('a success whose data does not fit is a failed load: the message with Retry, and a report naming the endpoint and the place', async () => {
  const t = copy('es');
  await app.scenario({ fail: { path: DETAILS, mode: 'data-null-leaves', times: 1 } });
  let said: string[] = [];
  const { page, errors } = await app.open('/loan/details?orderId=ORD174&productId=P-PRESTO', {
    lang: 'es',
    beforeLoad: async (opened) => {
      said = reports(opened);
    },
  });
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toContain(t.ui!.loadFailed);
  expect(await page.locator('img[src="/img/status-200.svg"]').count()).toBe(0);
  await page.getByRole('button', { name: t.ui!.retry!, exact: true }).click();
  await page.locator('img[src="/img/status-174.svg"]').waitFor();
  expect(said.join('\n')).toMatch(/endpoint loanDetails: the answer does not fit at data\/orderStatus: type/);
  expect(errors).toEqual([]);
});

test('a call whose answer does not fit runs as a failure: no "payment successful", the borrower is told and stays', async () => {
  const t = copy('es');
  await app.scenario({ fail: { path: COMMIT, mode: 'data-empty', times: 1 } });
  const { page, errors } = await app.open('/bindBank?orderId=ORD174&productId=P-PRESTO&amount=196400&userId=U1001', { lang: 'es' });
  await page.getByRole('radio', { name: /Banorte/ }).click();
  await page.getByRole('button', { name: t.cardRepay!.repay!, exact: true }).click();
  await expect.poll(() => lastToast(page)).toBe(t.ui!.answerFailed);
  expect(new URL(page.url()).pathname).toBe('/bindBank');
  expect(await page.getByRole('heading', { name: t.cardRepay!.verifyTitle! }).count()).toBe(0);
  expect(errors).toEqual([]);
});
