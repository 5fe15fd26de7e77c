import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../sandbox/seed/texts.ts';
import { encodeWrappedPath } from '../../src/api/encodeWrappedPath.ts';
import { startHarness, type Harness } from './harness.ts';

let sb: Harness;
beforeAll(async () => {
  sb = await startHarness();
});
beforeEach(() => sb.control('/reset', {}));
afterAll(() => sb.close());

type Row = { text: string; value: string | number };

describe('wrapped loan endpoints', () => {
  it('decodes the wrapped path, logs it, and refuses the plain path and garbage', async () => {
    const res = await sb.raw('/evolved/w/djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw?userId=U1001', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'orderId=ORD174&productId=P-PRESTO',
    });
    expect((await res.json()).success).toBe(true);
    const [logged] = await sb.control('/requests?path=/v3/loan-details/loan-details');
    expect(logged).toMatchObject({
      method: 'POST',
      path: '/evolved/w/djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw',
      decodedPath: '/v3/loan-details/loan-details',
      query: { userId: 'U1001' },
      body: { orderId: 'ORD174', productId: 'P-PRESTO' },
    });
    expect((await sb.post('/v3/loan-details/loan-details', { orderId: 'ORD174' })).code).toBe(404);
    expect((await sb.control('/requests')).at(-1)).toMatchObject({ route: null, decodedPath: null });
    expect((await sb.raw('/evolved/w/%%%', { method: 'POST' })).status).toBe(404);
    expect((await sb.wrapped('/v3/unknown/thing')).code).toBe(404);
  });

  it('loan-details covers every status, with rows to hide and the scenario flags', async () => {
    for (const status of [21, 151, 110, 170, 174, 180, 200]) {
      const { success, data } = await sb.wrapped('/v3/loan-details/loan-details', { orderId: `ORD${status}` });
      expect(success).toBe(true);
      expect(data.orderStatus).toBe(status);
      expect(data.noticeStatusText).not.toBe('');
      expect(data.noticeDesText).not.toBe('');
      const values = data.userOrderDetail.detail.map((r: Row) => r.value);
      expect(values).toEqual(expect.arrayContaining([0, '']));
      // The pages' format: currency, dots between thousands, a decimal comma and two decimals.
      for (const value of values.slice(0, 2)) expect(value).toMatch(/^\$\d{1,3}(\.\d{3})*,\d\d$/);
    }
    const delay = await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'ORD174D' });
    expect(delay.data).toMatchObject({ orderStatus: 174, isDelay: 1, isScore: 0 });
    const score = await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'ORD180S' });
    expect(score.data).toMatchObject({ orderStatus: 180, isScore: 1 });
    expect(score.data.isNewContract).toContain('ORD180S');
    const missing = await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'NOPE' });
    expect(missing).toMatchObject({ success: false, code: 1, message: t('es', 'order.missing') });
  });

  it('loan-play-detail lists channel groups with code+barcode, code only, and neither', async () => {
    const { data } = await sb.wrapped('/v3/installment/loan-play-detail', { orderId: 'ORD174', productId: 'P-PRESTO' });
    expect(data).toMatchObject({ productName: 'Presto Rápido', repayAmount: 196400, repayDate: expect.any(Number) });
    expect(data.repayList.map((g: { reviewer: string }) => g.reviewer)).toEqual([t('es', 'channel.stores'), t('es', 'channel.bank')]);
    const channels = data.repayList.flatMap((g: { list: unknown[] }) => g.list);
    const shapes = channels.map((c: { payCode: string; BARcodeImg: string }) => [!!c.payCode, !!c.BARcodeImg]);
    expect(shapes).toEqual(
      expect.arrayContaining([
        [true, true],
        [true, false],
        [false, false],
      ]),
    );
    const barcode = await sb.raw(channels[0].BARcodeImg);
    expect(barcode.headers.get('content-type')).toBe('image/svg+xml');
    expect(await barcode.text()).toContain(channels[0].payCode);
    const logo = await sb.raw(channels[0].logo);
    expect(logo.status).toBe(200);
    const again = await sb.wrapped('/v3/installment/loan-play-detail', { orderId: 'ORD174' });
    expect(again.data.repayList).toEqual(data.repayList);
    expect((await sb.wrapped('/v3/installment/loan-play-detail', { orderId: 'ORD200' })).success).toBe(false);
  });

  it('loan-play-delay-detail answers only for orders with isDelay 1', async () => {
    const { data } = await sb.wrapped('/v3/installment/loan-play-delay-detail', { orderId: 'ORD174D' });
    const [text, number] = [expect.any(String), expect.any(Number)];
    expect(data.delayInfo).toEqual({ reviewer: text, delayAmount: number, delayTime: number });
    expect(data.delayInfo.delayTime - data.repayPlan[0].time).toBeGreaterThan(0);
    expect(data.repayPlan[0]).toEqual({ title: text, amount: data.delayInfo.delayAmount, remark: text, time: number });
    expect(data.repayList[0]).toMatchObject({ title: t('es', 'channel.stores') });
    expect(data.noticeMsg).toBe(t('es', 'delay.notice', 7));
    const refused = await sb.wrapped('/v3/installment/loan-play-delay-detail', { orderId: 'ORD174' });
    expect(refused).toMatchObject({ success: false, code: 3 });
  });

  it('generate-vcode builds the voucher, generating a reference when the channel has none', async () => {
    const fields = {
      productId: 'P-PRESTO',
      orderId: 'ORD174',
      amount: '209100',
      payCode: '93001122334455',
      requestType: '1',
    };
    const { data } = await sb.wrapped('/v3/loan-details/generate-vcode', fields);
    expect(data.repayDetail).toMatchObject({
      amount: 209100,
      vCode: '9300 1122 3344 55',
      repayCode: '/evolved/sandbox-files/barcode/93001122334455.svg',
    });
    expect(data.dataList[0].content.length).toBeGreaterThan(0);
    expect(data.imgList).toMatchObject({ title: expect.any(String), eMail: expect.stringContaining('@') });
    const generated = await sb.wrapped('/v3/loan-details/generate-vcode', { ...fields, payCode: '', requestType: '2' });
    expect(generated.data.repayDetail.repayTitle).toBe(t('es', 'voucher.extensionTitle'));
    expect(generated.data.repayDetail.vCode).toMatch(/^70\d\d( \d{4}){2} \d\d$/);
    expect((await sb.wrapped('/v3/loan-details/generate-vcode', { ...fields, requestType: '3' })).success).toBe(false);
  });

  it('loan-detail-confirm pops for P-POP, then the isType=1 reload stops the pop with a new amount', async () => {
    const first = await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-POP' });
    expect(first.data).toMatchObject({ isNeedPop: 1, amount: 300000 });
    const reload = await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-POP', isType: '1' });
    expect(reload.data).toMatchObject({ isNeedPop: 0, amount: 280000 });
    expect(reload.data.amountDec).not.toBe(first.data.amountDec);
  });

  it('loan-detail-confirm carries a coupon for some products and leaves couNum out for others', async () => {
    const presto = await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-PRESTO' });
    expect(presto.data).toMatchObject({ couNum: 5000, isNeedPop: 0, comProductName: 'Presto Rápido' });
    const crediYa = await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-CREDIYA' });
    expect('couNum' in crediYa.data).toBe(false);
    const lana = await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-LANA' });
    const plans = lana.data.repay_plans;
    expect(plans).toHaveLength(2);
    const total = lana.data.details.find((r: Row) => r.text === t('es', 'confirm.total')).value;
    const sum = plans.reduce((acc: number, p: { amount: number }) => acc + p.amount, 0);
    // The pages' format groups with dots and writes a decimal comma, as German does.
    expect(`$${(sum / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })}`).toBe(total);
    expect(lana.data.firstPayTime).toBe(plans[0].pay_time);
  });

  it('loan-detail-push creates an order and returns the details URL; P-OFFSITE an off-origin one', async () => {
    const { data: quote } = await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-PRESTO' });
    const push = await sb.wrapped('/v3/loan-confirm/loan-detail-push', {
      amount: String(quote.amount),
      periods: String(quote.periods),
      termUnit: String(quote.termUnit),
      productId: 'P-PRESTO',
    });
    expect(push.data.lendDetailsUrl).toMatch(/^\/loan\/details\?productId=P-PRESTO&orderId=ORD\d+$/);
    const orderId = new URLSearchParams(push.data.lendDetailsUrl.split('?')[1]).get('orderId') ?? '';
    const created = await sb.wrapped('/v3/loan-details/loan-details', { orderId });
    expect(created.data.orderStatus).toBe(21);
    const tampered = await sb.wrapped('/v3/loan-confirm/loan-detail-push', {
      amount: '99999999',
      periods: String(quote.periods),
      termUnit: '1',
      productId: 'P-PRESTO',
    });
    expect(tampered).toMatchObject({ success: false, code: 2 });
    const evil = await sb.wrapped('/v3/loan-confirm/loan-detail-push', {
      amount: '120000',
      periods: '7',
      termUnit: '1',
      productId: 'P-OFFSITE',
    });
    expect(evil.data.lendDetailsUrl).toBe('https://evil.example.net/steal');
  });

  it('google-score accepts 1 to 5 only', async () => {
    expect((await sb.wrapped('/v3/loan-details/google-score', { score: '4' })).success).toBe(true);
    expect((await sb.wrapped('/v3/loan-details/google-score', { score: '0' })).success).toBe(false);
    expect((await sb.wrapped('/v3/loan-details/google-score', { score: '' })).success).toBe(false);
    expect((await sb.control('/state')).scores.map((s: { score: number }) => s.score)).toEqual([4]);
  });

  it('encoded paths built by the shared helper reach every wrapped route', async () => {
    for (const path of [
      '/v3/installment/loan-play-detail',
      '/v3/installment/loan-play-delay-detail',
      '/v3/loan-details/generate-vcode',
      '/v3/loan-confirm/loan-detail-confirm',
      '/v3/loan-confirm/loan-detail-push',
      '/v3/loan-details/loan-details',
      '/v3/loan-details/google-score',
    ]) {
      const res = await sb.raw(`/evolved/w/${encodeWrappedPath(path)}`, { method: 'POST' });
      expect(res.status, path).toBe(200);
      expect(await res.json()).toHaveProperty('success');
    }
  });
});
