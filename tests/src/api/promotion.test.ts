import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../schemas/types.ts';
import { pages } from '../../support/pages.ts';
import { text } from './config.ts';
import { jsonAnswer } from './fakes.ts';
import { makeService, withClient } from './makeService.ts';

const HEADER_QUERY = 'dvi=D-1&avn=3.2.0&language=es-MX&userId=U1';

describe('json client (fake fetch)', () => {
  it('GETs with the payload in the query, X-Requested-With and headers from the page (missing ones empty)', async () => {
    const { api, last } = makeService(() => jsonAnswer({ code: '00', data: { id: 5 } }), { query: HEADER_QUERY });
    const result = await api.call('channelTemplate', { templateId: 5, unused: undefined });
    expect(result.success).toBe(true);
    const request = last();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/evolved/api/v2/youmi/service/channel/channel-template');
    // No common query on this client: only the payload.
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ templateId: '5' });
    expect(request.body).toBe('');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('x-device-id')).toBe('D-1');
    expect(request.headers.get('x-app-version')).toBe('3.2.0');
    expect(request.headers.get('x-language')).toBe('es-MX');
    expect(request.headers.get('x-channel')).toBe('');
    expect(request.headers.get('x-session')).toBe('');
  });

  it("uses the endpoint's own success code: '00' for the template, compared as a string", async () => {
    const zero = makeService(() => jsonAnswer({ code: 0, message: 'no template' }));
    const result = await zero.api.call('channelTemplate', { templateId: 5 });
    expect(result).toMatchObject({ success: false, code: 0, message: 'no template' });
    expect(zero.toast.shown()).toEqual(['no template']);
  });

  it("uses the client's success code 0 for the other promotion calls", async () => {
    const { api } = makeService(() => jsonAnswer({ code: 0, data: { sid: 'S1' } }));
    expect(await api.call('getSid', {})).toMatchObject({ success: true, data: { sid: 'S1' } });
  });

  it('POSTs JSON with a JSON content type, leaving out undefined and null', async () => {
    const endpoints: Record<string, Endpoint> = { jsonPost: { method: 'POST', path: '/promo/x', client: 'json' } };
    const { api, last } = makeService(() => jsonAnswer({ code: 0 }), { endpoints, query: HEADER_QUERY });
    await api.call('jsonPost', { phone: '13800138000', n: 2, list: [1, 2], gone: undefined, none: null });
    expect(last().headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(last().body)).toEqual({ phone: '13800138000', n: 2, list: [1, 2] });
    expect(last().headers.get('x-device-id')).toBe('D-1');
  });
});

describe('form client (fake fetch)', () => {
  it('POSTs a form body with X-Requested-With, a form content type and its two headers', async () => {
    const { api, last } = makeService(() => jsonAnswer({ code: 0, message: 'ok' }), { query: 'ssn=S-9&dvi=' });
    await api.call('getSms', { phone: '13800138000', capcode: 'ab12', sid: 'S1' });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('x-session')).toBe('S-9');
    expect(request.headers.get('x-device-id')).toBe('');
    expect(request.headers.has('x-language')).toBe(false);
    expect(request.body).toBe('phone=13800138000&capcode=ab12&sid=S1');
    expect(request.url.search).toBe('');
  });

  it('gives up after the resolved timeoutMs and reports a timeout', async () => {
    const api = withClient('form', { timeoutMs: 30 });
    const { api: service, toast } = makeService(() => 'hang', { api });
    const started = Date.now();
    const result = await service.call('register', { phone: '13800138000' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toEqual({ success: false, code: 'timeout', message: text('errors', 'network'), data: undefined, raw: undefined });
    expect(toast.shown()).toEqual([text('errors', 'network')]);
  });

  it('reads the real timeout from the config (60 s)', () => {
    expect(pages.api.clients.form.timeoutMs).toBe('const.requestTimeoutMs');
    expect(pages.constants.requestTimeoutMs).toBe(60000);
  });
});
