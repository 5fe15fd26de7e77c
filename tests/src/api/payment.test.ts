import { describe, expect, it } from 'vitest';
import { text } from './config.ts';
import { jsonAnswer } from './fakes.ts';
import { makeService } from './makeService.ts';

describe('payment client (fake fetch)', () => {
  it.each([
    ['00', true],
    [0, false],
    ['0', false],
    ['000', false],
    [' 00', false],
  ])("code %j succeeds: %s (compared as the string '00')", async (code, success) => {
    const { api } = makeService(() => jsonAnswer({ code, message: 'm', data: null }));
    expect((await api.call('repaymentWay', {}, { quiet: true })).success).toBe(success);
  });

  it.each([
    ['800006', text('repay', 'wrongCode')],
    ['800005', text('repay', 'repeatedSubmit')],
  ])('shows the configured text for %s instead of the server message', async (code, expected) => {
    const { api, toast } = makeService(() => jsonAnswer({ code, message: 'server says something else' }));
    const result = await api.call('repaymentConfirm', { orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'R1' });
    expect(result).toMatchObject({ success: false, code, message: expected });
    expect(toast.shown()).toEqual([expected]);
  });

  it('uses the configured text for a numeric code too', async () => {
    const { api } = makeService(() => jsonAnswer({ code: 800006, message: '' }));
    expect((await api.call('repaymentConfirm', {}, { quiet: true })).message).toBe(text('repay', 'wrongCode'));
  });

  it('shows the server message for other codes, and the default text when it is empty', async () => {
    const first = makeService(() => jsonAnswer({ code: '700001', message: 'Tarjeta rechazada' }));
    await first.api.call('repaymentCommit', { amount: 1000 });
    expect(first.toast.shown()).toEqual(['Tarjeta rechazada']);

    const second = makeService(() => jsonAnswer({ code: '700001', message: '' }));
    const result = await second.api.call('repaymentCommit', { amount: 1000 });
    expect(result.message).toBe(text('errors', 'processingFailed'));
    expect(second.toast.shown()).toEqual([text('errors', 'processingFailed')]);
  });

  it("sends the endpoint's query fields in the URL, from the payload or else the page", async () => {
    const { api, fetch } = makeService(() => jsonAnswer({ code: '00', data: {} }), { query: 'orderId=FROM-PAGE&userId=U1' });
    await api.call('repaymentWay', { orderId: 'FROM-PAYLOAD' });
    await api.call('repaymentWay', {});
    const [withPayload, withoutPayload] = fetch.seen;
    expect(withPayload?.url.searchParams.getAll('orderId')).toEqual(['FROM-PAYLOAD']);
    expect(withPayload?.body).toBe('');
    expect(withoutPayload?.url.searchParams.getAll('orderId')).toEqual(['FROM-PAGE']);
    expect(withoutPayload?.url.searchParams.get('userId')).toBe('U1');
  });
});
