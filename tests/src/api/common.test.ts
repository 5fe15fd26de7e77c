import { describe, expect, it } from 'vitest';
import { pages } from '../../support/pages.ts';
import { text } from './config.ts';
import { jsonAnswer } from './fakes.ts';
import { makeService } from './makeService.ts';

const ok = (data: unknown = { id: 1 }) => jsonAnswer({ code: 0, message: 'ok', data });

describe('common client (fake fetch)', () => {
  it('POSTs a form body under the base path and reads a code-0 answer as success', async () => {
    const { api, toast, last } = makeService(() => ok({ phone: '1' }));
    const result = await api.call('problemDetail', { problemId: 7 });
    expect(result).toEqual({
      success: true,
      code: 0,
      message: 'ok',
      data: { phone: '1' },
      raw: { code: 0, message: 'ok', data: { phone: '1' } },
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`${pages.constants.basePath}/user-problem/problem-detail`);
    expect(request.body).toBe('problemId=7');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.has('x-requested-with')).toBe(false);
    expect(toast.events).toEqual([]);
  });

  it('puts apiBase in front of the path', async () => {
    const { api, last } = makeService(() => ok(), { apiBase: 'https://api.example.mx' });
    await api.call('problemList', {});
    expect(last().url.origin).toBe('https://api.example.mx');
    expect(last().url.pathname).toBe('/evolved/user-problem/problem-list');
  });

  it.each([
    [0, true],
    ['0', true],
    ['00', true],
    [' 0', true],
    [1, false],
    ['1', false],
    ['-1', false],
    [null, false],
    [undefined, false],
    ['ok', false],
  ])('code %j succeeds: %s (parses to the integer 0)', async (code, success) => {
    const { api } = makeService(() => jsonAnswer({ code, message: 'm', data: null }));
    expect((await api.call('problemList', {}, { quiet: true })).success).toBe(success);
  });

  it('toasts the server message on a failure code and still returns the result', async () => {
    const { api, toast } = makeService(() => jsonAnswer({ code: 3, message: 'Pedido no encontrado', data: { x: 1 } }));
    const result = await api.call('contractDetail', { orderNo: 'A1' });
    expect(result).toMatchObject({ success: false, code: 3, message: 'Pedido no encontrado', data: { x: 1 } });
    expect(toast.shown()).toEqual(['Pedido no encontrado']);
  });

  it('stays quiet when asked', async () => {
    const { api, toast } = makeService(() => jsonAnswer({ code: 3, message: 'Pedido no encontrado' }));
    const result = await api.call('contractDetail', { orderNo: 'A1' }, { quiet: true });
    expect(result.success).toBe(false);
    expect(result.message).toBe('Pedido no encontrado');
    expect(toast.events).toEqual([]);
  });

  it('shows nothing for a failure with no message when the client has no default text', async () => {
    const { api, toast } = makeService(() => jsonAnswer({ code: 9, message: '' }));
    const result = await api.call('problemList', {});
    expect(result).toMatchObject({ success: false, code: 9, message: '' });
    expect(toast.events).toEqual([]);
  });

  it.each([
    ['success', ok()],
    ['failure', jsonAnswer({ code: 5, message: 'no' })],
    ['network error', 'network' as const],
  ])('shows a loading toast and hides it after a %s', async (_, answer) => {
    const { api, toast } = makeService(() => answer);
    await api.call('problemList', {}, { loading: 'Cargando…' });
    const [first, second] = toast.events;
    expect(first).toEqual({ kind: 'show', id: 1, text: 'Cargando…', options: { loading: true } });
    expect(second).toEqual({ kind: 'hide', id: 1 });
  });

  it('appends the common query from the page URL, defaults for missing ones, and skips empty ones', async () => {
    const { api, last } = makeService(() => ok(), { query: 'userId=U1&sessionId=&deviceId=d%201&is-need-pop=2&orderId=O9&utm=x' });
    await api.call('problemInit', { orderId: 'O9' });
    const query = Object.fromEntries(last().url.searchParams);
    expect(query).toEqual({
      deviceId: 'd 1',
      userId: 'U1',
      merchantNumber: pages.constants.defaultMerchantNumber,
      orderId: 'O9',
      'is-need-pop': '2',
    });
    expect(last().body).toBe('orderId=O9');
  });

  it('prefers the page URL over the configured default', async () => {
    const { api, last } = makeService(() => ok(), { query: 'merchantNumber=M-77' });
    await api.call('problemList', {});
    expect(last().url.searchParams.get('merchantNumber')).toBe('M-77');
  });

  it('form-encodes the payload: lists joined by commas, undefined and null left out, text escaped', async () => {
    const { api, last } = makeService(() => ok());
    await api.call('problemSave', {
      problemType: 2,
      problemSonType: null,
      problemDetail: 'No me llegó el dinero & más',
      problemImage: ['/f/a.png', '/f/b.png'],
      orderNo: undefined,
    });
    const body = new URLSearchParams(last().body);
    expect([...body.keys()]).toEqual(['problemType', 'problemDetail', 'problemImage']);
    expect(body.get('problemDetail')).toBe('No me llegó el dinero & más');
    expect(body.get('problemImage')).toBe('/f/a.png,/f/b.png');
  });

  it('never rejects when the toast service throws', async () => {
    const { api } = makeService(() => jsonAnswer({ code: 1, message: 'x' }), {
      extra: {
        toast: {
          show: () => {
            throw new Error('toast broke');
          },
          hide: () => undefined,
        },
      },
    });
    await expect(api.call('problemList', {}, { loading: 'Cargando…' })).resolves.toMatchObject({ success: false });
  });

  it('answers an unknown endpoint with a failure and reports it', async () => {
    const { api, toast, fetch, problems } = makeService(() => ok());
    const result = await api.call('noSuchCall', {});
    expect(result).toMatchObject({ success: false, code: 'config', message: text('errors', 'network') });
    expect(fetch.seen).toEqual([]);
    expect(toast.shown()).toEqual([text('errors', 'network')]);
    expect(problems[0]).toContain('noSuchCall');
  });
});
