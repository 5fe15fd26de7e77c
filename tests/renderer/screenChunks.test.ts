import { afterEach, expect, test, vi } from 'vitest';
import type { CompiledScreen } from '../../renderer/screen/CompiledScreen.ts';
import { screenChunks } from '../../renderer/routing/screenChunks.ts';

const screen = { screen: { blocks: [] } } as unknown as CompiledScreen;

/** A screen import over a table of loaders, which rejects for a screen not in it, as the app's does. */
const table =
  (loaders: Record<string, () => Promise<{ default: CompiledScreen }>>) =>
  (id: string): Promise<{ default: CompiledScreen }> =>
    loaders[id]?.() ?? Promise.reject(new Error(`no screen ${id}`));

test('a chunk asked for twice is fetched once, and is at hand synchronously once it has arrived', async () => {
  let fetched = 0;
  let arrive!: () => void;
  const chunks = screenChunks(
    table({
      home: () => {
        fetched += 1;
        return new Promise((resolve) => {
          arrive = () => resolve({ default: screen });
        });
      },
    }),
    20_000,
  );
  const first = chunks.load('home');
  expect(chunks.load('home')).toBe(first);
  expect(fetched).toBe(1);
  expect(chunks.loaded('home')).toBeUndefined();
  arrive();
  expect(await first).toBe(screen);
  expect(chunks.loaded('home')).toBe(screen);
});

test('a failed chunk is fetched again on the next load, and an unknown screen fails', async () => {
  let fetched = 0;
  const chunks = screenChunks(
    table({
      home: () => {
        fetched += 1;
        return fetched === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: screen });
      },
    }),
    20_000,
  );
  await expect(chunks.load('home')).rejects.toThrow('offline');
  expect(chunks.loaded('home')).toBeUndefined();
  expect(await chunks.load('home')).toBe(screen);
  expect(fetched).toBe(2);
  await expect(chunks.load('nowhere')).rejects.toThrow();
});

afterEach(() => {
  vi.useRealTimers();
});

test('a chunk request left unanswered for the timeout counts as hung, measured from when it was sent', async () => {
  vi.useFakeTimers();
  const never = () => new Promise<{ default: CompiledScreen }>(() => {});
  let arrive!: () => void;
  const chunks = screenChunks(
    table({
      home: never,
      later: () =>
        new Promise((resolve) => {
          arrive = () => resolve({ default: screen });
        }),
    }),
    20_000,
  );
  const hung: string[] = [];
  expect(chunks.onHung('home', () => hung.push('not asked yet'))).toBeTypeOf('function');
  void chunks.load('home');
  chunks.onHung('home', () => hung.push('home'));
  vi.advanceTimersByTime(19_999);
  expect(hung).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(hung).toEqual(['home']);

  // Asked again after the request went out: the wait counts from then, so the answer is at once.
  chunks.onHung('home', () => hung.push('home again'));
  expect(hung).toEqual(['home', 'home again']);

  // A chunk that arrives in time is never called hung.
  void chunks.load('later');
  chunks.onHung('later', () => hung.push('later'));
  arrive();
  await vi.advanceTimersByTimeAsync(30_000);
  expect(hung).toEqual(['home', 'home again']);
});

test('each request that fails or hangs is told once, by its screen, however many wait on it', async () => {
  vi.useFakeTimers();
  const told: [string, string][] = [];
  let arrive!: () => void;
  let attempts = 0;
  const chunks = screenChunks(
    table({
      offline: () => Promise.reject(new Error('offline')),
      slow: () => new Promise(() => {}),
      late: () => {
        attempts += 1;
        return new Promise((resolve) => {
          arrive = () => resolve({ default: screen });
        });
      },
    }),
    20_000,
    { trouble: (id, outcome) => void told.push([id, outcome]) },
  );
  await chunks.load('offline').catch(() => undefined);
  void chunks.load('slow');
  void chunks.load('slow');
  void chunks.load('late');
  await vi.advanceTimersByTimeAsync(19_999);
  expect(told).toEqual([['offline', 'failed']]);
  arrive();
  await vi.advanceTimersByTimeAsync(1);
  expect(told).toEqual([
    ['offline', 'failed'],
    ['slow', 'hung'],
  ]);
  // Asked again after a failure, a new request: told again if it fails again.
  await chunks.load('offline').catch(() => undefined);
  expect(told.filter(([id]) => id === 'offline')).toHaveLength(2);
  expect(attempts).toBe(1);
});
