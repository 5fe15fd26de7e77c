import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages } from '../../support/pages.ts';
import { type FakeAnswer, jsonAnswer } from './fakes.ts';
import { makeService } from './makeService.ts';

/** The service with a recording `callTrouble`: each call told, as [endpoint, outcome, status]. */
function watched(answer: () => FakeAnswer) {
  const told: [string, string, number | undefined][] = [];
  const service = makeService(answer, { extra: { callTrouble: (...trouble) => void told.push(trouble) } });
  return { ...service, told };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a call without a usable answer is told by its endpoint and outcome, never its data', () => {
  it.each<[string, FakeAnswer, string, number | undefined]>([
    ['a refused connection', 'network', 'failed', undefined],
    ['HTTP 502', jsonAnswer({ code: 0, message: 'ORD174 +52 55 4161 2030' }, 502), 'failed', 502],
    ['a body that is not JSON', { body: '<html>proxy login ORD174</html>' }, 'failed', 200],
  ])('%s', async (_, answer, outcome, status) => {
    const { api, told } = watched(() => answer);
    await api.call('problemList', { orderId: 'ORD174' }, { quiet: true });
    expect(told).toEqual([['problemList', outcome, status]]);
  });

  it('one that never answers is told hung once its timeout has passed, not before', async () => {
    vi.useFakeTimers();
    const { api, told } = watched(() => 'hang');
    const pending = api.call('problemList', {}, { quiet: true });
    await vi.advanceTimersByTimeAsync(pages.constants.appRequestTimeoutMs - 1);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(told).toEqual([['problemList', 'hung', undefined]]);
  });

  it("the server's own refusal, with its code and message, is an answer: nothing is told", async () => {
    const { api, told } = watched(() => jsonAnswer({ code: 1, message: 'Orden no encontrada' }));
    expect(await api.call('problemList', {}, { quiet: true })).toMatchObject({ success: false, code: 1 });
    expect(told).toEqual([]);
  });

  it('a watcher that throws changes nothing the caller gets', async () => {
    const { api } = makeService(() => 'network', {
      extra: {
        callTrouble: () => {
          throw new Error('the reports broke');
        },
      },
    });
    await expect(api.call('problemList', {}, { quiet: true })).resolves.toMatchObject({ success: false, code: 'network' });
  });
});
