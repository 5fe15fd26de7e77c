import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { encodeWrappedPath } from '../../src/api/encodeWrappedPath.ts';
import { ROOT } from '../../tools/bench/build.ts';
import { benchCopy } from '../../tools/bench/benchCopy.ts';
import { type LoadRecord, loadSteps } from '../../tools/bench/loadSteps.ts';
import { isCallTo, screenCalls } from '../../tools/bench/screenCalls.ts';
import { chosenScreens, floorPage, floorPath, SCREENS } from '../../tools/bench/screens.ts';

const pagesText = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
const routes = parse(pagesText).screens as Record<string, { route: string }>;

test('each bench screen opens a screen of pages.yaml at its route, and has a floor page named after the route', () => {
  for (const screen of SCREENS) {
    expect(new URL(screen.path, 'http://app').pathname).toBe(routes[screen.id]?.route);
    expect(existsSync(join(ROOT, 'tools', 'bench', 'floor', floorPage(screen), 'index.html'))).toBe(true);
  }
  expect(floorPath(SCREENS.find((s) => s.id === 'loanConfirm')!)).toBe('/confirm/index.html?productId=P-PRESTO');
});

test("a screen's calls are its data sources, then the calls of its onEnter, each with its endpoint's path", () => {
  expect(screenCalls(pagesText, 'promoRegister')).toEqual([
    { endpoint: 'channelTemplate', path: '/api/v2/youmi/service/channel/channel-template' },
    { endpoint: 'trackVisit', path: '/api/v2/youmi/promotion/track-visit' },
    { endpoint: 'getSid', path: '/api/v2/youmi/promotion/get-sid' },
  ]);
  expect(screenCalls(pagesText, 'complaintNext').map((c) => c.endpoint)).toEqual(['problemInit']);
  expect(() => screenCalls(pagesText, 'noSuchScreen')).toThrow(/no screen "noSuchScreen"/);
});

test('a request is matched to its call by path, a wrapped one after decoding it as the app encodes it', () => {
  const [confirm] = screenCalls(pagesText, 'loanConfirm');
  const [problemInit] = screenCalls(pagesText, 'complaintNext');
  const wrapped = `http://app/evolved/w/${encodeWrappedPath(confirm!.path)}?productId=P-PRESTO`;
  expect(isCallTo(wrapped, confirm!)).toBe(true);
  expect(isCallTo(wrapped, problemInit!)).toBe(false);
  expect(isCallTo('http://app/evolved/user-problem/problem-init?merchantNumber=YM-MX-0001', problemInit!)).toBe(true);
  expect(isCallTo('http://app/evolved/user-problem/problem-list', problemInit!)).toBe(false);
});

test("a load's steps: its entry script, the screen's chunk, each call asked and answered, the marks, its moments", () => {
  const calls = screenCalls(pagesText, 'complaintNext');
  const record: LoadRecord = {
    marks: [
      ['entry-evaluated', 300],
      ['unknown-mark', 1],
    ],
    resources: [
      { name: 'http://app/assets/index-AbC.js', start: 10, end: 120 },
      { name: 'http://app/assets/complaintNext-x_Y1.js', start: 200, end: 260 },
      { name: 'http://app/evolved/user-problem/problem-init?merchantNumber=YM-MX-0001', start: 210, end: 280 },
    ],
    entry: 'http://app/assets/index-AbC.js',
  };
  expect(loadSteps(record, 'complaintNext', calls, { 'first draw': 380, ready: 420 })).toEqual({
    'entry script downloaded': 120,
    "the screen's chunk requested": 200,
    'problem-init requested': 210,
    'problem-init answer received by the network': 280,
    'entry evaluated (React loaded, first draw scheduled)': 300,
    'first draw': 380,
    ready: 420,
  });
  // A floor has no screen chunk: the step is left out, not put at 0.
  const floor = loadSteps({ ...record, resources: [record.resources[0]!] }, 'complaintNext', calls, { ready: 400 });
  expect(Object.keys(floor)).not.toContain("the screen's chunk requested");
});

test('BENCH_SCREENS picks screens by id; none means all; an unknown id names the known ones', () => {
  expect(chosenScreens(undefined)).toEqual(SCREENS);
  expect(chosenScreens(' ')).toEqual(SCREENS);
  expect(chosenScreens('promoRegister,loanConfirm').map((s) => s.id)).toEqual(['promoRegister', 'loanConfirm']);
  expect(() => chosenScreens('complaint')).toThrow(/choose from complaintNext, loanConfirm, promoRegister/);
});

test("each screen's first draw looks for its copy in pages.yaml's default language", () => {
  const { copy } = benchCopy(pagesText);
  expect(SCREENS.find((s) => s.id === 'complaintNext')!.firstDraw(copy)).toContain('"Describe tu problema"');
  for (const screen of SCREENS) expect(() => screen.firstDraw(copy)).not.toThrow();
});
