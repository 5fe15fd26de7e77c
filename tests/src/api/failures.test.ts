import { describe, expect, it } from 'vitest';
import { text } from './config.ts';
import { jsonAnswer, type FakeAnswer } from './fakes.ts';
import { makeService } from './makeService.ts';

const network = text('errors', 'network');

describe('answers that are not answers (fake fetch)', () => {
  it.each<[string, FakeAnswer, string, unknown]>([
    ['a refused connection', 'network', 'network', undefined],
    ['HTTP 500 with a JSON body', jsonAnswer({ code: 0, message: 'boom' }, 500), 'http', { code: 0, message: 'boom' }],
    ['HTTP 404 with HTML', { status: 404, body: '<h1>Not found</h1>' }, 'http', '<h1>Not found</h1>'],
    ['a body that is not JSON', { body: '<html>proxy login</html>' }, 'malformed', '<html>proxy login</html>'],
    ['a JSON array', { body: '[1,2]' }, 'malformed', '[1,2]'],
    ['JSON null', { body: 'null' }, 'malformed', 'null'],
    ['an empty body', { body: '' }, 'malformed', ''],
  ])('%s gives success false, the network text and a toast', async (_, answer, code, raw) => {
    const { api, toast } = makeService(() => answer);
    const result = await api.call('problemList', {});
    expect(result).toEqual({ success: false, code, message: network, data: undefined, raw });
    expect(toast.shown()).toEqual([network]);
  });

  it('keeps quiet about them when asked', async () => {
    const { api, toast } = makeService(() => 'network');
    expect((await api.call('problemList', {}, { quiet: true })).code).toBe('network');
    expect(toast.events).toEqual([]);
  });

  it('uses the language of the resolve function for the network text', async () => {
    const { api } = makeService(() => 'network', {
      extra: { resolve: (expr) => (expr === 't.errors.network' ? 'Cannot reach the server.' : expr === 'const.basePath' ? '/evolved' : 0) },
    });
    expect((await api.call('problemList', {}, { quiet: true })).message).toBe('Cannot reach the server.');
  });

  it('never rejects when a config expression throws; reports it instead', async () => {
    const { api, problems, fetch } = makeService(() => 'network', {
      extra: {
        resolve: (expr) => {
          if (expr === 'const.basePath') throw new Error('bad expression');
          return expr === 't.errors.network' ? 'Sin conexión' : 0;
        },
      },
    });
    await expect(api.call('problemList', {})).resolves.toMatchObject({ success: false, code: 'config', message: 'Sin conexión' });
    await expect(api.upload('uploadProblemImage', 'problemImage', new Blob(['x']))).resolves.toMatchObject({ code: 'config' });
    expect(api.url('captcha', {})).toBe('');
    expect(fetch.seen).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('bad expression');
  });

  it('never rejects when fetch itself throws synchronously', async () => {
    const { api } = makeService(() => 'network', {
      extra: {
        fetch: () => {
          throw new Error('sync');
        },
      },
    });
    await expect(api.call('problemList', {}, { quiet: true })).resolves.toMatchObject({ success: false, code: 'network' });
  });
});

describe('url()', () => {
  it('builds the captcha image URL: apiBase + basePath + path + query', () => {
    const { api } = makeService(() => 'network', { apiBase: 'https://api.example.mx' });
    expect(api.url('captcha', { sid: 'S 1', a: 1700000000000, skip: undefined })).toBe(
      'https://api.example.mx/evolved/api/v2/youmi/promotion/get-captcha?sid=S+1&a=1700000000000',
    );
  });

  it('has no ? without a query, and gives "" for an unknown endpoint', () => {
    const { api, problems } = makeService(() => 'network');
    expect(api.url('getSid', {})).toBe('/evolved/api/v2/youmi/promotion/get-sid');
    expect(api.url('nope', {})).toBe('');
    expect(problems).toHaveLength(1);
  });
});
