// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test } from 'vitest';
import { type Draw, type FirstScreenMoments, takeOver } from '../../renderer/document/takeOver.ts';
import { resolveEntry } from '../../renderer/entry/resolveEntry.ts';
import type { PageWatch } from '../../renderer/runtime/pageWatch.ts';
import { compiledPages } from '../support/compiledPages.ts';

// The boot's last step with the page's first script in place (a stand-in of renderer/document/pageContract.js): what
// the app's watch hears when the page's code does not come.

type Contract = {
  taken(): void;
  drawn(): void;
  ready(): Element[];
  fail(): void;
  failed(): boolean;
  retry?: () => void;
  stalled?: () => void;
};
let contract: Contract;
let told: unknown[][];
let placeholdersStill: boolean;
const watch: PageWatch = {
  moment: (name) => void told.push(['moment', name]),
  problem: (kind, details) => void told.push([kind, details]),
};
const entry = resolveEntry({ route: '/complainPageNext', search: '' }, compiledPages().shared);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  told = [];
  let failed = false;
  placeholdersStill = true;
  contract = {
    taken() {},
    drawn() {
      placeholdersStill = false;
    },
    ready: () => [],
    fail() {
      failed = true;
    },
    failed: () => failed,
  };
  (window as { __page?: Contract }).__page = contract;
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  delete (window as { __page?: Contract }).__page;
});

const start = (code: Promise<Draw>) =>
  takeOver({ root: document.getElementById('root')!, entry, code, firstScreen: Promise.resolve(true), watch });

test('drawing code that fails is told, and the failure message it leaves is the screen ready', async () => {
  start(Promise.reject(new Error('offline')));
  await settle();
  expect(told).toEqual([
    ['chunk', { chunk: 'draw', outcome: 'failed' }],
    ['moment', 'ready'],
  ]);
  expect(contract.failed()).toBe(true);
});

test('the wait running out before the drawing code came is told as that code hung', () => {
  start(new Promise<Draw>(() => {}));
  contract.fail();
  contract.stalled!();
  expect(told).toEqual([
    ['chunk', { chunk: 'draw', outcome: 'hung' }],
    ['moment', 'ready'],
  ]);
});

test("the wait running out after the drawing code came is the screen's own chunk's to tell", async () => {
  start(Promise.resolve<Draw>(() => {}));
  await settle();
  contract.stalled!();
  expect(told).toEqual([]);
});

test('a page whose wait ran out before its entry ran tells that first', () => {
  contract.fail();
  start(new Promise<Draw>(() => {}));
  expect(told).toEqual([
    ['chunk', { chunk: 'entry', outcome: 'hung' }],
    ['moment', 'ready'],
  ]);
});

test('code that comes in time tells nothing', async () => {
  let drawn = false;
  start(
    Promise.resolve<Draw>(() => {
      drawn = true;
    }),
  );
  await settle();
  expect([drawn, told]).toEqual([true, []]);
});

test('the placeholders keep still when the code comes, until React has drawn the page', async () => {
  let moments!: FirstScreenMoments;
  start(
    Promise.resolve<Draw>((_root, _hydrate, firstScreen) => {
      moments = firstScreen;
    }),
  );
  await settle();
  expect(placeholdersStill).toBe(true);
  moments.drawn();
  expect(placeholdersStill).toBe(false);
});
