import { afterEach, expect, test, vi } from 'vitest';
import { createSender } from '../../src/field/sendReport.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fetch whose requests stay open until the test answers them. */
function heldFetch() {
  const calls: { url: string; init: RequestInit; answer: () => void }[] = [];
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ url, init, answer: () => resolve(new Response('{}')) });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return calls;
}

test('an envelope goes as text with keepalive, without cookie or referrer', () => {
  const calls = heldFetch();
  expect(createSender('/evolved/field/api/1/envelope/')('{"x":1}\n', false)).toBe(true);
  expect(calls[0]).toMatchObject({
    url: '/evolved/field/api/1/envelope/',
    init: { method: 'POST', body: '{"x":1}\n', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer' },
  });
  // A string body is text/plain: no preflight, which a beacon could not wait for.
  expect(calls[0]!.init.headers).toBeUndefined();
});

test('while the page stays, two at most are on their way; when it is left, everything goes', async () => {
  const calls = heldFetch();
  const send = createSender('/e');
  expect([send('a', false), send('b', false), send('c', false)]).toEqual([true, true, false]);
  expect(send('c', true)).toBe(true);
  expect(calls).toHaveLength(3);
  calls[0]!.answer();
  calls[1]!.answer();
  await vi.waitFor(() => expect(send('d', false)).toBe(true));
});

test('a collector that hangs is given up on after ten seconds, so it holds no connection', async () => {
  vi.useFakeTimers();
  const calls = heldFetch();
  const send = createSender('/e');
  send('a', false);
  send('b', false);
  expect(send('c', false)).toBe(false);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls.every(({ init }) => init.signal?.aborted)).toBe(true);
  expect(send('c', false)).toBe(true);
});

test('a failure is dropped, not thrown or retried', async () => {
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  const send = createSender('/e');
  expect(send('a', false)).toBe(true);
  await vi.waitFor(() => expect(send('b', false)).toBe(true));
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('a browser without keepalive sends a beacon', () => {
  const beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { sendBeacon: beacon });
  vi.stubGlobal('Request', class {});
  expect(createSender('/e')('a', false)).toBe(true);
  expect(beacon).toHaveBeenCalledWith('/e', 'a');
});
