import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startSandbox } from '../../sandbox/server.ts';
import { startAppServer } from '../harness/appServer.ts';
import { launchBrowser } from '../harness/browser.ts';
import { type BenchCopy, benchCopy } from './benchCopy.ts';
import { buildFloor, buildProject, ROOT } from './build.ts';
import { documentBytes, screenFirstLoad } from './firstLoad.ts';
import { median } from './median.ts';
import { BENCH_BROWSER_ARGS, BENCH_BROWSER_SAYS, type Moments, type Network, openFirstScreen, SLOW_NETWORK } from './openFirstScreen.ts';
import { type ScreenCall, screenCalls } from './screenCalls.ts';
import { type BenchScreen, chosenScreens, floorPage, floorPath } from './screens.ts';
import { TEXT, type Typing, typeInto, typingFigures } from './typing.ts';

/*
 * npm run bench: each screen of screens.ts in the project against the same screen written by hand
 * (tools/bench/floor), both production builds served with the sandbox, in Chromium at CPU 4x, and at CPU 4x on a slow
 * mobile network (SLOW_NETWORK, files compressed as deploy/'s nginx sends them): when each screen is first drawn and
 * when it is ready, and the layout shift between. One loop: every round loads every screen in both profiles, floor
 * then project, so a busy moment of the machine hits them alike. BENCH_ROUNDS sets the rounds (default 6, at least
 * 5); BENCH_SCREENS picks screens by id (`BENCH_SCREENS=loanConfirm,promoRegister`).
 */
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 6));
const WHO = ['floor', 'project'] as const;
type Who = (typeof WHO)[number];

/** How a screen is loaded: at CPU 4x alone (and typed into), or also on the slow network with compressed files. */
interface Profile {
  /** Its column in the summary of ratios. */
  name: string;
  title: string;
  network?: Network;
  typing: boolean;
}

const { latencyMs, downBits, upBits } = SLOW_NETWORK;
const PROFILES: Profile[] = [
  { name: 'CPU 4x', title: 'Chromium CPU 4x', typing: true },
  {
    name: 'slow network',
    title: `slow network (${latencyMs} ms round trip, ${downBits / 1e6} Mbps down, ${upBits / 1e3} kbps up, files brotli-compressed as deploy/'s nginx sends them), CPU 4x`,
    network: SLOW_NETWORK,
    typing: false,
  },
];

interface Load extends Omit<Moments, 'probe'> {
  typing?: Typing;
}

/** One screen in one profile, and its loads. */
interface Job {
  screen: BenchScreen;
  calls: ScreenCall[];
  profile: Profile;
  runs: Record<Who, Load[]>;
}

async function measure(browser: Browser, url: string, job: Job, copy: BenchCopy): Promise<Load> {
  const { screen, calls, profile } = job;
  const opened = await openFirstScreen(browser, url, { screen, calls, copy, network: profile.network });
  try {
    const typed = profile.typing && screen.typeInto ? await typeInto(opened, screen.typeInto) : undefined;
    const { probe, ...moments } = await opened.moments();
    return { ...moments, ...(typed ? { typing: typingFigures(typed, probe) } : {}) };
  } finally {
    await opened.context.close();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const stats = (xs: number[], digits: number) =>
  `${fmt(median(xs), digits).padStart(8)} ${fmt(Math.min(...xs), digits).padStart(8)} ${fmt(Math.max(...xs), digits).padStart(8)}`;
const LABEL = 48;

/** A figure's median, min and max for the floor, then the project; a figure no load has is left out. */
function printRows(runs: Record<Who, Load[]>, rows: [string, (run: Load) => number | undefined, number][]): void {
  console.log(`${''.padEnd(8 + LABEL)}${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
  for (const [label, pick, digits] of rows) {
    for (const who of WHO) {
      const values = runs[who].map(pick).filter((v): v is number => v !== undefined);
      if (values.length === 0) continue;
      const some = values.length < runs[who].length ? `  (${values.length} of ${runs[who].length} loads)` : '';
      console.log(`${who.padEnd(8)}${label.padEnd(LABEL)}${stats(values, digits)}${some}`);
    }
  }
}

/** The project's figure over the floor's, round by round; a round either lacks is left out. */
function ratios(runs: Record<Who, Load[]>, project: (run: Load) => number | undefined, floor = project): number[] {
  return runs.project
    .map((run, i) => {
      const [p, f] = [project(run), floor(runs.floor[i]!)];
      return p === undefined || f === undefined ? undefined : p / f;
    })
    .filter((x): x is number => x !== undefined);
}

function printRatio(label: string, each: number[]): void {
  if (each.length === 0) return;
  console.log(`ratio project/floor, ${label}: median ${fmt(median(each), 2)}x; per round ${each.map((x) => `${fmt(x, 2)}x`).join(' ')}`);
}

/** Where the first load goes: each step's median, in the order the project (else the floor) reaches them. */
function printWaterfall(runs: Record<Who, Load[]>): void {
  const at = (who: Who, step: string) => {
    const values = runs[who].map((r) => r.steps[step]).filter((v): v is number => v !== undefined);
    return values.length > 0 ? median(values) : undefined;
  };
  const steps = [...new Set(WHO.flatMap((who) => runs[who].flatMap((r) => Object.keys(r.steps))))];
  const order = (step: string) => at('project', step) ?? at('floor', step) ?? 0;
  steps.sort((a, b) => order(a) - order(b));
  console.log('where the first load goes, median ms from navigation (User Timing marks of src/ and tools/bench/floor; resource timing)');
  console.log(`${''.padEnd(68)}${'floor'.padStart(9)}${'project'.padStart(9)}`);
  for (const step of steps) {
    const cells = WHO.map((who) => at(who, step)).map((v) => (v === undefined ? '-' : fmt(v, 0)).padStart(9));
    console.log(`  ${step.padEnd(66)}${cells.join('')}`);
  }
}

function printJob(job: Job): void {
  const { screen, profile, runs } = job;
  console.log(
    `\n${screen.title}, ${profile.title}${BENCH_BROWSER_SAYS}, ${ROUNDS} interleaved rounds (floor, project), fresh context per load`,
  );
  printRows(runs, [
    ['time to first draw ms', (r) => r.firstDraw, 0],
    ['time to ready ms', (r) => r.ready, 0],
    ['layout shift between first draw and ready', (r) => r.layoutShift, 4],
    ['requests before ready', (r) => r.requests, 0],
    [`keys typed before ready, of ${TEXT.length}`, (r) => r.typing?.beforeReady, 0],
    ['handling per keystroke ms', (r) => r.typing?.perKey, 2],
    ['main thread busy per keystroke ms', (r) => r.typing?.busyPerKey, 2],
    ['components rendered per keystroke', (r) => r.typing?.components, 2],
    [`characters lost of ${TEXT.length}`, (r) => r.typing?.lost, 0],
  ]);
  if (runs.project.some((r) => r.typing)) {
    console.log(
      `typing starts at the first draw; the per-keystroke figures count the keys typed after ready, characters lost all ${TEXT.length}; a layout shift within 500 ms of a key is not counted`,
    );
  }
  printWaterfall(runs);
  printRatio(
    "first draw over the floor's ready",
    ratios(
      runs,
      (r) => r.firstDraw,
      (r) => r.ready,
    ),
  );
  printRatio(
    'time to ready',
    ratios(runs, (r) => r.ready),
  );
  printRatio(
    'handling per keystroke',
    ratios(runs, (r) => r.typing?.perKey),
  );
  printRatio(
    'main thread busy per keystroke',
    ratios(runs, (r) => r.typing?.busyPerKey),
  );
}

/** Per screen and profile, a cell for each job of the screen. */
function printTable(title: string, screens: BenchScreen[], jobs: Job[], columns: string[], cells: (job: Job) => string[]): void {
  const width = 16;
  console.log(title);
  console.log(`${''.padEnd(24)}${PROFILES.map((profile) => profile.name.padEnd(width * columns.length)).join('')}`);
  console.log(`${''.padEnd(24)}${PROFILES.map(() => columns.map((c) => c.padEnd(width)).join('')).join('')}`);
  for (const screen of screens) {
    const row = jobs.filter((j) => j.screen === screen).flatMap((j) => cells(j).map((c) => c.padEnd(width)));
    console.log(`${screen.title.padEnd(24)}${row.join('')}`);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const screens = chosenScreens(process.env.BENCH_SCREENS);
  const pages = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
  const copy = benchCopy(pages);
  const jobs: Job[] = screens.flatMap((screen) =>
    PROFILES.map((profile) => ({ screen, calls: screenCalls(pages, screen.id), profile, runs: { floor: [], project: [] } })),
  );
  const projectDir = await buildProject(join(ROOT, '.tmp', 'bench', 'project'));
  const floorDir = await buildFloor(join(ROOT, '.tmp', 'bench', 'floor'));
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const dirs: Record<Who, string> = { floor: floorDir, project: projectDir };
  // A plain and a compressing server for each build: the slow network gets files as nginx sends them.
  const servers = await Promise.all(
    WHO.flatMap((who) =>
      [false, true].map(async (compressed) => ({ who, compressed, ...(await startAppServer(dirs[who], sandbox.url, { compressed })) })),
    ),
  );
  const urlOf = (job: Job, who: Who) => {
    const server = servers.find((s) => s.who === who && s.compressed === !!job.profile.network)!;
    return server.url + (who === 'floor' ? floorPath(job.screen) : job.screen.path);
  };
  const browser = await launchBrowser(BENCH_BROWSER_ARGS);
  try {
    // One unmeasured load of each warms the servers and the browser process, not the page cache (contexts are fresh).
    for (const job of jobs) for (const who of WHO) await measure(browser, urlOf(job, who), job, copy);
    for (let round = 0; round < ROUNDS; round += 1)
      for (const job of jobs) for (const who of WHO) job.runs[who].push(await measure(browser, urlOf(job, who), job, copy));
  } finally {
    await browser.close();
    await Promise.all([...servers.map((server) => server.close()), sandbox.close()]);
  }

  for (const screen of screens) {
    console.log(
      `\n== ${screen.title} ${screen.path}: first draw when ${screen.firstDrawWhen}, ready when ${screen.readyWhen}; floor tools/bench/floor/${floorPage(screen)}/`,
    );
    for (const job of jobs.filter((j) => j.screen === screen)) printJob(job);
  }

  const ratio = (xs: number[]) => `${fmt(median(xs), 2)}x`;
  console.log('');
  printTable(
    `median of the per-round ratios, ${ROUNDS} rounds: the project's first draw and its ready, each over the floor's ready`,
    screens,
    jobs,
    ['first draw', 'ready'],
    ({ runs }) => [
      ratio(
        ratios(
          runs,
          (r) => r.firstDraw,
          (r) => r.ready,
        ),
      ),
      ratio(ratios(runs, (r) => r.ready)),
    ],
  );
  const shift = (loads: Load[]) => {
    const values = loads.map((r) => r.layoutShift);
    return `${fmt(median(values), 4)} (${fmt(Math.max(...values), 4)})`;
  };
  printTable('layout shift between first draw and ready, median (max)', screens, jobs, [...WHO], ({ runs }) =>
    WHO.map((who) => shift(runs[who])),
  );

  const projectScreens = screenFirstLoad(projectDir);
  console.log(`\n${'first-load JS, KiB gzip (level 9)'.padEnd(48)}${'floor'.padStart(9)}${'project'.padStart(9)}`);
  for (const screen of screens) {
    const floor = documentBytes(floorDir, `${floorPage(screen)}/index.html`);
    console.log(
      `  ${screen.title.padEnd(46)}${fmt(floor / 1024, 2).padStart(9)}${fmt((projectScreens[screen.id] ?? 0) / 1024, 2).padStart(9)}`,
    );
  }
  console.log(`project, shared (the entry and the drawing code) ${fmt(documentBytes(projectDir) / 1024, 2)}; every screen:`);
  const sorted = Object.entries(projectScreens).sort((a, b) => b[1] - a[1]);
  for (const [screen, bytes] of sorted) console.log(`  ${screen.padEnd(30)}${fmt(bytes / 1024, 2).padStart(8)}`);
  console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
}

await main();
