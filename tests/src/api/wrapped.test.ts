import { describe, expect, it } from 'vitest';
import { decodeWrappedPath } from '../../../sandbox/wrappedPath.ts';
import { jsonAnswer } from './fakes.ts';
import { makeService } from './makeService.ts';

describe('wrapped client (fake fetch)', () => {
  it('POSTs to basePath + /w/ + base64url(path) with the common query and a form body', async () => {
    const { api, last } = makeService(() => jsonAnswer({ success: true, code: 0, data: { orderStatus: 200 } }), {
      query: 'productId=P1&orderId=O1&userId=U1',
    });
    const result = await api.call('loanDetails', { productId: 'P1', orderId: 'O1' });
    expect(result).toMatchObject({ success: true, data: { orderStatus: 200 } });
    const request = last();
    expect(request.url.pathname).toBe('/evolved/w/djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw');
    expect(decodeWrappedPath(request.url.pathname.slice('/evolved/w/'.length))).toBe('/v3/loan-details/loan-details');
    expect(request.url.searchParams.get('userId')).toBe('U1');
    expect(request.body).toBe('productId=P1&orderId=O1');
  });

  it.each([
    [{ success: false, code: 0, message: 'Pedido no válido' }, false],
    [{ code: 0, message: 'no flag' }, false],
    [{ success: 'true', code: 0 }, false],
    [{ success: true, code: 17 }, true],
  ])('the success flag decides, not the code: %j → %s', async (body, success) => {
    const { api } = makeService(() => jsonAnswer(body));
    expect((await api.call('googleScore', { score: 5 }, { quiet: true })).success).toBe(success);
  });

  it('toasts the server message of a failed wrapped call', async () => {
    const { api, toast } = makeService(() => jsonAnswer({ success: false, code: 1, message: 'Producto no disponible' }));
    await api.call('loanConfirm', { productId: 'P1' });
    expect(toast.shown()).toEqual(['Producto no disponible']);
  });

  it('builds wrapped URLs for url() too', () => {
    const { api } = makeService(() => 'network');
    expect(api.url('loanDetails', {})).toBe('/evolved/w/djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw?merchantNumber=YM-MX-0001');
  });
});
