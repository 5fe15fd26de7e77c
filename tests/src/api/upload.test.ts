import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiService } from '../../../src/api/createApiService.ts';
import type { Endpoint } from '../../../schemas/types.ts';
import { pages } from '../../support/pages.ts';
import { resolveWith, text } from './config.ts';
import { fakeToast } from './fakes.ts';
import { makeService, withClient } from './makeService.ts';
import { startServer, type TestServer } from './server.ts';
import { FakeXhr, NodeXhr } from './xhrFakes.ts';

const network = text('errors', 'network');
const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'photo.png', { type: 'image/png' });

function withFakeXhr(options: { query?: string; endpoints?: Record<string, Endpoint>; api?: typeof pages.api } = {}) {
  const xhrs: FakeXhr[] = [];
  const createXhr = () => {
    const xhr = new FakeXhr();
    xhrs.push(xhr);
    return xhr;
  };
  const { api, toast } = makeService(
    () => {
      throw new Error('uploads never use fetch');
    },
    { ...options, extra: { createXhr } },
  );
  const xhr = (): FakeXhr => {
    const last = xhrs.at(-1);
    if (!last) throw new Error('no XMLHttpRequest was created');
    return last;
  };
  return { api, toast, xhr };
}

describe('upload (fake XMLHttpRequest)', () => {
  it('POSTs one multipart field with the common query and reports progress', async () => {
    const { api, toast, xhr } = withFakeXhr({ query: 'userId=U1' });
    const fractions: number[] = [];
    const file = image();
    const pending = api.upload('uploadProblemImage', 'problemImage', file, (f) => fractions.push(f));
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/evolved/user-problem/upload-problem-img?userId=U1&merchantNumber=YM-MX-0001');
    expect(request.body?.get('problemImage')).toBe(file);
    expect([...(request.body?.keys() ?? [])]).toEqual(['problemImage']);
    // The browser writes the multipart content type with its boundary; setting it would break the body.
    expect(Object.keys(request.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    request.progress(0, 0);
    request.progress(50, 100);
    request.progress(100, 100);
    request.respond(200, JSON.stringify({ code: 0, message: 'ok', data: { url: '/files/a.png' } }));
    expect(await pending).toMatchObject({ success: true, data: { url: '/files/a.png' } });
    expect(fractions).toEqual([0.5, 1, 1]);
    expect(toast.events).toEqual([]);
  });

  it('toasts a failure code with the server message', async () => {
    const { api, toast, xhr } = withFakeXhr();
    const pending = api.upload('uploadProblemImage', 'problemImage', image());
    xhr().respond(200, JSON.stringify({ code: 1, message: 'La imagen no debe superar 5 MB' }));
    expect(await pending).toMatchObject({ success: false, code: 1, message: 'La imagen no debe superar 5 MB' });
    expect(toast.shown()).toEqual(['La imagen no debe superar 5 MB']);
  });

  it.each([
    ['network', (x: FakeXhr) => x.fail()],
    ['timeout', (x: FakeXhr) => x.expire()],
    ['network', (x: FakeXhr) => x.abort()],
    ['http', (x: FakeXhr) => x.respond(413, 'Too large')],
    ['malformed', (x: FakeXhr) => x.respond(200, 'oops')],
  ])('normalises a failed upload to %s with the network text', async (code, finish) => {
    const { api, toast, xhr } = withFakeXhr();
    const pending = api.upload('uploadProblemImage', 'problemImage', image());
    finish(xhr());
    expect(await pending).toMatchObject({ success: false, code, message: network, data: undefined });
    expect(toast.shown()).toEqual([network]);
  });

  it("sends the form client's headers", async () => {
    const endpoints: Record<string, Endpoint> = { promoUpload: { method: 'POST', path: '/promo/upload', client: 'form' } };
    const { api, xhr } = withFakeXhr({ endpoints, query: 'dvi=D-1', api: withClient('form', { timeoutMs: 1234 }) });
    const pending = api.upload('promoUpload', 'file', image());
    expect(xhr().headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', 'X-Device-Id': 'D-1', 'X-Session': '' });
    xhr().respond(200, JSON.stringify({ code: 0 }));
    expect((await pending).success).toBe(true);
  });

  describe("the client's timeoutMs is a stall limit", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ends an upload that never moves as a timeout, and aborts it', async () => {
      const { api, toast, xhr } = withFakeXhr({ api: withClient('common', { timeoutMs: 1000 }) });
      const pending = api.upload('uploadProblemImage', 'problemImage', image());
      const aborted = vi.spyOn(xhr(), 'abort');
      await vi.advanceTimersByTimeAsync(999);
      expect(aborted).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ success: false, code: 'timeout', message: network });
      expect(aborted).toHaveBeenCalledOnce();
      expect(toast.shown()).toEqual([network]);
    });

    it('keeps a slow upload that still moves, and answers once', async () => {
      const { api, xhr } = withFakeXhr({ api: withClient('common', { timeoutMs: 1000 }) });
      const pending = api.upload('uploadProblemImage', 'problemImage', image());
      for (let sent = 1; sent <= 5; sent++) {
        await vi.advanceTimersByTimeAsync(900);
        xhr().progress(sent, 5);
      }
      xhr().respond(200, JSON.stringify({ code: 0, data: { url: '/f.png' } }));
      expect(await pending).toMatchObject({ success: true });
      await vi.advanceTimersByTimeAsync(5000);
    });
  });

  it('survives a progress callback that throws', async () => {
    const { api, xhr } = withFakeXhr();
    const pending = api.upload('uploadProblemImage', 'problemImage', image(), () => {
      throw new Error('ui broke');
    });
    xhr().progress(1, 2);
    xhr().respond(200, JSON.stringify({ code: 0 }));
    expect((await pending).success).toBe(true);
  });
});

describe('upload to a real HTTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((request) =>
      request.url.pathname === '/evolved/user-problem/upload-problem-img'
        ? { body: JSON.stringify({ code: 0, message: 'ok', data: { url: '/files/up1.png' } }) }
        : { status: 404, body: 'no' },
    );
  });
  afterAll(() => server.close());

  it('arrives as multipart/form-data with the file under its field, with progress up to 1', async () => {
    const toast = fakeToast();
    const api = createApiService({
      api: pages.api,
      endpoints: pages.endpoints,
      resolve: resolveWith(),
      pageQuery: () => new URLSearchParams('userId=U7'),
      toast,
      apiBase: server.base,
      createXhr: () => new NodeXhr(),
    });
    const big = new File([new Uint8Array(100_000).fill(7)], 'big.png', { type: 'image/png' });
    const fractions: number[] = [];
    const result = await api.upload('uploadProblemImage', 'problemImage', big, (f) => fractions.push(f));
    expect(result).toMatchObject({ success: true, data: { url: '/files/up1.png' } });
    const seen = server.seen.at(-1);
    expect(seen?.url.searchParams.get('userId')).toBe('U7');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = seen?.body.toString('latin1') ?? '';
    expect(body).toContain('name="problemImage"; filename="big.png"');
    expect(seen?.body.length).toBeGreaterThan(100_000);
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });
});
