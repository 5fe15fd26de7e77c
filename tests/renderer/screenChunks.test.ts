import { expect, test } from 'vitest';
import type { CompiledScreen } from '../../renderer/config.ts';
import { screenChunks } from '../../renderer/routing/screenChunks.ts';

const screen = { screen: { blocks: [] } } as unknown as CompiledScreen;

test('a chunk asked for twice is fetched once, and is at hand synchronously once it has arrived', async () => {
  let fetched = 0;
  let arrive!: () => void;
  const chunks = screenChunks({
    home: () => {
      fetched += 1;
      return new Promise((resolve) => {
        arrive = () => resolve({ default: screen });
      });
    },
  });
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
  const chunks = screenChunks({
    home: () => {
      fetched += 1;
      return fetched === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: screen });
    },
  });
  await expect(chunks.load('home')).rejects.toThrow('offline');
  expect(chunks.loaded('home')).toBeUndefined();
  expect(await chunks.load('home')).toBe(screen);
  expect(fetched).toBe(2);
  await expect(chunks.load('nowhere')).rejects.toThrow();
});
