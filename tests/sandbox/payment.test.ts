import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const LOAN = '/api/v1/youmi/youmi-api/service/loan';

let sb: Harness;
beforeAll(async () => {
  sb = await startHarness();
});
beforeEach(() => sb.control('/reset', {}));
afterAll(() => sb.close());

/** repayment-way (orderId in the query, empty body) then commit with the first card. */
async function commit(orderId: string, overrides: Record<string, string> = {}) {
  const way = await sb.post(`${LOAN}/repayment-way`, {}, { orderId });
  expect(way.code).toBe('00');
  const card = way.data.bankCards[0];
  return sb.post(`${LOAN}/repayment-commit`, {
    amount: '209100',
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId,
    repayToken: way.data.repayToken,
    bankCode: card.bankCode,
    sendMsg: '1',
    ...overrides,
  });
}

describe('payment endpoints', () => {
  it('repayment-way lists masked bank cards, the alipay flag and a token', async () => {
    const way = await sb.post(`${LOAN}/repayment-way`, {}, { orderId: 'ORD174' });
    expect(way).toMatchObject({ code: '00', data: { alipay: 0, repayToken: expect.stringMatching(/^rt_/) } });
    for (const card of way.data.bankCards) {
      expect(Object.keys(card).sort()).toEqual(['bankCode', 'bankName', 'cardNo', 'id']);
      expect(card.cardNo).toMatch(/^\*{4} \d{4}$/);
    }
    const noCards = await sb.post(`${LOAN}/repayment-way`, {}, { orderId: 'ORD174E' });
    expect(noCards.data).toMatchObject({ alipay: 1, bankCards: [] });
    expect((await sb.post(`${LOAN}/repayment-way`, {}, { orderId: 'ORD21' })).code).toBe('800002');
    expect((await sb.post(`${LOAN}/repayment-way`, {}, { orderId: 'NOPE' })).code).toBe('800001');
  });

  it('commit sends an SMS code; a wrong code is 800006, the right one settles, a repeat is 800005', async () => {
    const committed = await commit('ORD174');
    expect(committed).toMatchObject({ code: '00', data: { needValid: 1, repayRecordId: expect.any(String) } });
    const sms = await sb.control('/sms');
    const code: string = sms.byOrder.ORD174.code;
    expect(code).toMatch(/^\d{6}$/);

    const confirm = (verifyCode: string) =>
      sb.post(`${LOAN}/repayment-confirm`, {
        orderId: 'ORD174',
        verifyCode,
        repaymentRecordId: committed.data.repayRecordId,
      });
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.code).toBe('800006');
    expect(wrong.message).not.toBe('');
    expect((await confirm(code)).code).toBe('00');
    expect((await confirm(code)).code).toBe('800005');
    const again = await sb.post(`${LOAN}/repayment-commit`, { orderId: 'ORD174', repayToken: 'x', cardId: '101' });
    expect(again.code).toBe('800005');
    const details = await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'ORD174' });
    expect(details.data.orderStatus).toBe(200);
  });

  it('a new commit while waiting replaces the code; the old record is refused', async () => {
    const first = await commit('ORD180');
    const second = await commit('ORD180');
    expect(second.data.repayRecordId).not.toBe(first.data.repayRecordId);
    const { byOrder } = await sb.control('/sms');
    const stale = await sb.post(`${LOAN}/repayment-confirm`, {
      orderId: 'ORD180',
      verifyCode: byOrder.ORD180.code,
      repaymentRecordId: first.data.repayRecordId,
    });
    expect(stale.code).toBe('800007');
  });

  it('an order without SMS verification settles on commit, and a double submit gets 800005', async () => {
    const first = await commit('ORD174N');
    expect(first.data.needValid).toBe(0);
    expect((await sb.control('/sms')).byOrder).toEqual({});
    const way = await sb.post(`${LOAN}/repayment-way`, {}, { orderId: 'ORD174N' });
    expect(way.code).toBe('800005');
  });

  it('commit checks the token, the card and the amount', async () => {
    expect((await commit('ORD174', { repayToken: 'rt_stale' })).code).toBe('800003');
    expect((await commit('ORD174', { cardId: 'card-999' })).code).toBe('800004');
    expect((await commit('ORD174', { amount: '12.50' })).code).toBe('800008');
    const way = await sb.post(`${LOAN}/repayment-way`, {}, { orderId: 'ORD174E' });
    const cardless = await sb.post(`${LOAN}/repayment-commit`, {
      orderId: 'ORD174E',
      repayToken: way.data.repayToken,
      cardId: '101',
      amount: '100',
    });
    expect(cardless.code).toBe('800004');
  });

  it('huichao returns a checkout URL on the payment host, or the off-list URL for ORD174X', async () => {
    const ok = await sb.post(`${LOAN}/repayment-huichao`, { userId: 'U1001', orderId: 'ORD174', amount: '209100' });
    expect(ok.data.url).toMatch(/^https:\/\/pay\.example\.mx\/checkout\/\w+$/);
    const repeat = await sb.post(`${LOAN}/repayment-huichao`, { userId: 'U1001', orderId: 'ORD174', amount: '209100' });
    expect(repeat.data.url).toBe(ok.data.url);
    const inFlight = await sb.post(`${LOAN}/repayment-commit`, { orderId: 'ORD174' });
    expect(inFlight.code).toBe('800005');
    const evil = await sb.post(`${LOAN}/repayment-huichao`, { userId: 'U1001', orderId: 'ORD174X', amount: '100' });
    expect(evil).toMatchObject({ code: '00', data: { url: 'https://evil.example.net/steal' } });
  });
});
