import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeWrappedPath } from '../../../sandbox/wrappedPath.ts';
import { createApiService } from '../../../src/api/createApiService.ts';
import type { ApiSettings } from '../../../schemas/types.ts';
import { pages } from '../../support/pages.ts';
import { resolveWith, text } from './config.ts';
import { fakeToast } from './fakes.ts';
import { withClient } from './makeService.ts';
import { startServer, type ServerAnswer, type ServerRequest, type TestServer } from './server.ts';

const network = text('errors', 'network');
const json = (value: unknown, status = 200): ServerAnswer => ({ status, body: JSON.stringify(value) });

// One real server for the file; each test sets what it answers.
let answer: (request: ServerRequest) => ServerAnswer = () => json({ code: 0 });
let server: TestServer;
beforeAll(async () => {
  server = await startServer((request) => answer(request));
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

function service(query = '', api: ApiSettings = pages.api, apiBase = server.base) {
  const toast = fakeToast();
  const client = createApiService({
    api,
    endpoints: pages.endpoints,
    resolve: resolveWith(),
    pageQuery: () => new URLSearchParams(query),
    toast,
    apiBase,
  });
  return { api: client, toast };
}

function lastSeen(): ServerRequest {
  const request = server.seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

describe('clients against a real HTTP server', () => {
  it('common: form body, common query, success', async () => {
    answer = () => json({ code: 0, message: 'ok', data: { phone: '800', email: 'a@b.mx' } });
    const { api, toast } = service('userId=U1&deviceId=D1');
    const result = await api.call('contactInfo', { overall: 30 }, { loading: 'Cargando…' });
    expect(result).toMatchObject({ success: true, code: 0, data: { phone: '800', email: 'a@b.mx' } });
    const request = lastSeen();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/evolved/user-problem/get-whatsapp');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ deviceId: 'D1', userId: 'U1', merchantNumber: 'YM-MX-0001' });
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body.toString()).toBe('overall=30');
    expect(toast.events).toEqual([
      { kind: 'show', id: 1, text: 'Cargando…', options: { loading: true } },
      { kind: 'hide', id: 1 },
    ]);
  });

  it('common: a failure code is toasted unless quiet', async () => {
    answer = () => json({ code: '2', message: 'Sesión caducada', data: null });
    const loud = service();
    expect(await loud.api.call('problemList', {})).toMatchObject({ success: false, code: '2', message: 'Sesión caducada' });
    expect(loud.toast.shown()).toEqual(['Sesión caducada']);
    const quiet = service();
    await quiet.api.call('problemList', {}, { quiet: true });
    expect(quiet.toast.events).toEqual([]);
  });

  it('payment: "00" succeeds, 0 does not, 800006/800005 show the configured texts', async () => {
    answer = () => json({ code: '00', data: { repayToken: 't' } });
    expect((await service().api.call('repaymentWay', {})).success).toBe(true);
    answer = () => json({ code: 0, data: null });
    expect((await service().api.call('repaymentWay', {}, { quiet: true })).success).toBe(false);
    for (const [code, expected] of [
      ['800006', text('repay', 'wrongCode')],
      ['800005', text('repay', 'repeatedSubmit')],
    ] as const) {
      answer = () => json({ code, message: 'raw' });
      const { api, toast } = service();
      await api.call('repaymentConfirm', { orderId: 'O1', verifyCode: '123456' });
      expect(toast.shown()).toEqual([expected]);
    }
  });

  it('json: GET query, X-Requested-With, headers from the page with missing ones empty', async () => {
    answer = () => json({ code: '00', data: { id: 9 } });
    const { api } = service('dvi=D-1&language=en&ssn=S');
    expect((await api.call('channelTemplate', { templateId: 9 })).success).toBe(true);
    const request = lastSeen();
    expect(request.method).toBe('GET');
    expect(request.url.search).toBe('?templateId=9');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-device-id']).toBe('D-1');
    expect(request.headers['x-language']).toBe('en');
    expect(request.headers['x-session']).toBe('S');
    expect(request.headers['x-app-version']).toBe('');
    expect(request.headers['x-channel']).toBe('');
  });

  it('form: form body and its headers', async () => {
    answer = () => json({ code: 101, message: 'Captcha incorrecto' });
    const { api, toast } = service('ssn=S-2');
    const result = await api.call('getSms', { phone: '13800138000', capcode: 'x1y2', sid: 'S1' });
    expect(result).toMatchObject({ success: false, code: 101 });
    expect(toast.shown()).toEqual(['Captcha incorrecto']);
    const request = lastSeen();
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-session']).toBe('S-2');
    expect(request.headers['x-device-id']).toBe('');
    expect(new URLSearchParams(request.body.toString()).get('capcode')).toBe('x1y2');
  });

  it('wrapped: the server can decode the path, and the success flag decides', async () => {
    answer = (request) => {
      const segment = request.url.pathname.replace(/^\/evolved\/w\//, '');
      return decodeWrappedPath(segment) === '/v3/loan-details/generate-vcode'
        ? json({ success: true, code: 0, data: { topLogo: '/l.svg' } })
        : json({ code: 404, message: 'not found' }, 404);
    };
    const { api } = service('productId=P1');
    const result = await api.call('voucher', { productId: 'P1', orderId: 'O1', amount: 100, payCode: 'X', requestType: 1 });
    expect(result).toMatchObject({ success: true, data: { topLogo: '/l.svg' } });
  });

  it('a timeout with a tiny timeoutMs', async () => {
    answer = () => 'hang';
    const { api, toast } = service('', withClient('json', { timeoutMs: 50 }));
    const result = await api.call('getSid', {}, { loading: 'Cargando…' });
    expect(result).toMatchObject({ success: false, code: 'timeout', message: network });
    expect(toast.events.map((e) => e.kind)).toEqual(['show', 'hide', 'show']);
    expect(toast.shown()).toEqual([network]);
  });

  it('HTTP 500, malformed JSON and a cut connection', async () => {
    answer = () => ({ status: 500, contentType: 'text/html', body: '<h1>Internal error</h1>' });
    expect(await service().api.call('problemList', {}, { quiet: true })).toMatchObject({ code: 'http', message: network });
    answer = () => ({ body: '{"code":0,' });
    expect(await service().api.call('problemList', {}, { quiet: true })).toMatchObject({ code: 'malformed', raw: '{"code":0,' });
    answer = () => 'drop';
    const cut = service();
    expect(await cut.api.call('problemList', {})).toMatchObject({ code: 'network', message: network });
    expect(cut.toast.shown()).toEqual([network]);
  });

  it('a network error when nothing listens', async () => {
    const gone = await startServer(() => json({ code: 0 }));
    await gone.close();
    const { api, toast } = service('', pages.api, gone.base);
    expect(await api.call('problemList', {})).toEqual({
      success: false,
      code: 'network',
      message: network,
      data: undefined,
      raw: undefined,
    });
    expect(toast.shown()).toEqual([network]);
  });
});
