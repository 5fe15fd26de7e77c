import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_QUERY, startHarness, type Harness } from './harness.ts';

let sb: Harness;
beforeAll(async () => {
  sb = await startHarness();
});
beforeEach(() => sb.control('/reset', {}));
afterAll(() => sb.close());

const LIST = '/user-problem/problem-list';
const listUrl = `/evolved${LIST}`;

describe('control API', () => {
  it('fail mode 500 answers an HTML error page, then wears off after `times`', async () => {
    expect(await sb.control('/scenario', { fail: { path: LIST, mode: '500', times: 1 } })).toMatchObject({ ok: true });
    const failed = await sb.raw(listUrl, { method: 'POST' });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/text\/html/);
    expect((await sb.post(LIST)).code).toBe(0);
  });

  it('fail mode malformed answers JSON that does not parse', async () => {
    await sb.control('/scenario', { fail: { path: LIST, mode: 'malformed' } });
    const res = await sb.raw(listUrl, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    await expect(res.json()).rejects.toThrow();
    expect((await sb.raw(listUrl, { method: 'POST' })).ok).toBe(true);
    await expect((await sb.raw(listUrl, { method: 'POST' })).json()).rejects.toThrow();
  });

  it('fail mode hang never answers until the client gives up', async () => {
    await sb.control('/scenario', { fail: { path: LIST, mode: 'hang', times: 1 } });
    const started = Date.now();
    await expect(sb.raw(listUrl, { method: 'POST', signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await sb.post(LIST)).code).toBe(0);
  });

  it('fail mode code answers a failure in each envelope', async () => {
    await sb.control('/scenario', {
      fail: [
        { path: LIST, mode: 'code', code: 7, message: 'Sesión vencida' },
        { path: '/api/v1/youmi/youmi-api/service/loan/repayment-way', mode: 'code' },
        { path: '/evolved/w/djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw', mode: 'code', code: 9 },
      ],
    });
    expect(await sb.post(LIST)).toEqual({ code: 7, message: 'Sesión vencida', data: null });
    const payment = await sb.post('/api/v1/youmi/youmi-api/service/loan/repayment-way', {}, { orderId: 'ORD174' });
    expect(payment).toMatchObject({ code: '99', message: expect.any(String) });
    const wrapped = await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'ORD174' });
    expect(wrapped).toMatchObject({ success: false, code: 9 });
  });

  it("the data modes answer success with data null, {} or every leaf null, in the route's envelope, then wear off", async () => {
    const DETAILS = '/v3/loan-details/loan-details';
    await sb.control('/scenario', {
      fail: [
        { path: LIST, mode: 'data-null', times: 1 },
        { path: DETAILS, mode: 'data-null-leaves', times: 1 },
        { path: '/user-problem/get-whatsapp', mode: 'data-empty', times: 1 },
      ],
    });
    expect(await sb.post(LIST)).toEqual({ code: 0, message: 'ok', data: null });
    expect(await sb.post('/user-problem/get-whatsapp', { overall: '30' })).toEqual({ code: '0', message: 'ok', data: {} });
    const leaves = await sb.wrapped(DETAILS, { orderId: 'ORD174' });
    expect(leaves).toMatchObject({ success: true, code: 0 });
    expect(leaves.data.orderStatus).toBeNull();
    expect(leaves.data.userOrderDetail.detail[0]).toEqual({ text: null, value: null });
    const real = await sb.wrapped(DETAILS, { orderId: 'ORD174' });
    expect(Object.keys(leaves.data)).toEqual(Object.keys(real.data));
    expect(real.data.orderStatus).toBe(174);
    expect((await sb.post(LIST)).data).toHaveLength(2);
  });

  it('a failed request changes no state', async () => {
    const save = '/user-problem/problem-save';
    await sb.control('/scenario', { fail: { path: save, mode: 'code', times: 1 } });
    const fields = { problemType: '5', problemDetail: 'Hola', problemImage: '', orderNo: '' };
    expect((await sb.post(save, fields)).code).toBe(1);
    expect((await sb.post(LIST)).data[0].list).toHaveLength(1);
  });

  it('delayMs slows one endpoint only', async () => {
    await sb.control('/scenario', { delayMs: { path: LIST, ms: 400 } });
    let started = Date.now();
    expect((await sb.post(LIST)).code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    started = Date.now();
    await sb.post('/user-problem/problem-init');
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('respond answers a fixed body, and clear removes every rule', async () => {
    await sb.control('/scenario', { respond: { path: LIST, body: { code: 0, message: 'ok', data: [] } } });
    expect(await sb.post(LIST)).toEqual({ code: 0, message: 'ok', data: [] });
    expect((await sb.control('/scenario')).respond).toHaveLength(1);
    await sb.control('/scenario', { clear: true });
    expect((await sb.post(LIST)).data).toHaveLength(2);
  });

  it('reshape writes whole-number texts as numbers and numbers as texts, never the payment code', async () => {
    const WAY = '/api/v1/youmi/youmi-api/service/loan/repayment-way';
    await sb.control('/scenario', { reshape: { path: '*', ids: true } });
    const way = await sb.post(WAY, { orderId: 'ORD174' });
    expect(way.code).toBe('00');
    expect(way.data.bankCards.map((card: { id: unknown }) => card.id)).toEqual([101, 102, 103]);
    expect(way.data.bankCards[0].cardNo).toBe('**** 4821');
    await sb.control('/scenario', { clear: true, reshape: { path: LIST, numbers: true, times: 1 } });
    const list = await sb.post(LIST);
    expect(list.code).toBe('0');
    expect(list.data[0].list[0].id).toEqual(expect.stringMatching(/^[0-9]+$/));
    expect((await sb.post(LIST)).code).toBe(0);
  });

  it('refuses invalid scenario bodies with a reason', async () => {
    for (const body of [
      { fail: { path: LIST, mode: 'explode' } },
      { fail: { mode: '500' } },
      { delayMs: { path: LIST, ms: -1 } },
      { fail: { path: LIST, mode: '500', times: 0 } },
      { nonsense: true },
      { reshape: { path: LIST } },
      { reshape: { path: LIST, ids: 'yes' } },
    ]) {
      const res = await sb.raw('/__sandbox/scenario', { method: 'POST', body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toEqual(expect.any(String));
    }
    expect(await sb.control('/scenario')).toEqual({ fail: [], delay: [], respond: [], reshape: [] });
  });

  it('logs requests with the common query, and reset restores the seed and clears the log and rules', async () => {
    const complaint = { problemType: '5', problemDetail: 'Hola', problemImage: '', orderNo: '' };
    await sb.post('/user-problem/problem-save', complaint);
    await sb.control('/scenario', { fail: { path: LIST, mode: '500' } });
    const [logged] = await sb.control('/requests');
    expect(logged).toMatchObject({
      method: 'POST',
      path: '/evolved/user-problem/problem-save',
      route: '/user-problem/problem-save',
      decodedPath: null,
      query: COMMON_QUERY,
      body: { problemType: '5', problemDetail: 'Hola' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await sb.control('/reset', {});
    expect(await sb.control('/requests')).toEqual([]);
    const list = await sb.post(LIST);
    expect(list.code).toBe(0);
    expect(list.data[0].list).toHaveLength(1);
  });

  it('answers unknown app paths with 404 and logs them', async () => {
    const res = await sb.raw('/evolved/user-problem/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await sb.control('/requests'))[0]).toMatchObject({ path: '/evolved/user-problem/nope', route: null });
    expect((await sb.raw('/__sandbox/nope')).status).toBe(404);
  });
});
