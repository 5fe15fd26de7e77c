import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screenVisits } from '../../renderer/routing/screenVisits.ts';
import type { PageWatch } from '../../renderer/runtime/pageWatch.ts';

let now = 0;
let frames: FrameRequestCallback[] = [];
/** The next animation frame starts at `at`: what waited for it runs. */
const frame = (at: number) => {
  now = at;
  for (const run of frames.splice(0)) run(at);
};

beforeEach(() => {
  now = 0;
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function watched() {
  const moments: [string, number][] = [];
  const watch: PageWatch = { moment: (name, ms) => void moments.push([name, ms]), problem: () => {} };
  return { moments, visits: screenVisits(watch) };
}

test("the page's first screen counts from the page's start, at the frames that paint it", () => {
  const { moments, visits } = watched();
  now = 420;
  const first = visits.visit(true);
  first.begin();
  first.drawn();
  expect(moments).toEqual([]);
  frame(450);
  first.ready();
  frame(900);
  expect(moments).toEqual([
    ['firstDraw', 450],
    ['ready', 900],
  ]);
});

test('a drawing the document painted before the code came counts from its paint', () => {
  const { moments, visits } = watched();
  now = 1500;
  const first = visits.visit(true);
  first.drawn(310);
  first.ready();
  frame(1516);
  expect(moments).toEqual([
    ['firstDraw', 310],
    ['ready', 1516],
  ]);
});

test('a screen reached later counts from when its loader came on the page, even if the address is the first one', () => {
  const { moments, visits } = watched();
  const first = visits.visit(true);
  first.begin();
  first.ready();
  frame(800);
  now = 5000;
  const next = visits.visit(false);
  next.begin();
  now = 5300;
  next.drawn();
  frame(5316);
  // Back to the page's own address: a new visit, timed from its own start.
  now = 9000;
  const again = visits.visit(true);
  again.begin();
  again.ready();
  frame(9120);
  expect(moments).toEqual([
    ['ready', 800],
    ['firstDraw', 316],
    ['ready', 120],
  ]);
});

test('each moment is told once per visit, and a drawing after ready (code that came late) is no first draw', () => {
  const { moments, visits } = watched();
  const visit = visits.visit(true);
  visit.ready();
  visit.ready();
  visit.drawn();
  frame(700);
  visit.ready();
  frame(720);
  expect(moments).toEqual([['ready', 700]]);
});

test('a page opened at an address with no screen times the first screen it reaches from then', () => {
  const { moments, visits } = watched();
  now = 3000;
  const reached = visits.visit(false);
  reached.begin();
  reached.ready();
  frame(3200);
  expect(moments).toEqual([['ready', 200]]);
});
