import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { startSandbox } from '../../sandbox/server.ts';
import { startAppServer } from '../harness/appServer.ts';
import { launchBrowser } from '../harness/browser.ts';
import { buildFloor, buildProject, ROOT } from './build.ts';
import { documentBytes, screenFirstLoad } from './firstLoad.ts';
import type { LoadSteps } from './loadSteps.ts';
import { median } from './median.ts';
import { type Network, openFirstScreen, SLOW_NETWORK } from './openFirstScreen.ts';
import { type ScreenCall, screenCalls } from './screenCalls.ts';
import { type BenchScreen, chosenScreens, floorPage, floorPath } from './screens.ts';

/*
 * npm run bench: each screen of screens.ts in the project against the same screen written by hand
 * (tools/bench/floor), both production builds served with the sandbox, in Chromium at CPU 4x, and at CPU 4x on a slow
 * mobile network (SLOW_NETWORK, files compressed as deploy/'s nginx sends them). One loop: every round loads every
 * screen in both profiles, floor then project, so a busy moment of the machine hits them alike. BENCH_ROUNDS sets the
 * rounds (default 6, at least 5); BENCH_SCREENS picks screens by id (`BENCH_SCREENS=loanConfirm,promoRegister`).
 */
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 6));
const TEXT = 'La app me cobró dos veces el mismo pago. '.repeat(5).slice(0, 200);
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

interface Typing {
  perKey: number;
  /** The main thread's busy time per keystroke: what typing costs, however the keys and frames line up. */
  busyPerKey: number;
  components: number;
  lost: number;
}

interface Load {
  ready: number;
  requests: number;
  steps: LoadSteps;
  typing?: Typing;
}

/** One screen in one profile, and its loads. */
interface Job {
  screen: BenchScreen;
  calls: ScreenCall[];
  profile: Profile;
  runs: Record<Who, Load[]>;
}

/** The time the page's main thread has spent running tasks (ms), as DevTools' Performance metrics count it. */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/**
 * Types TEXT into `selector` and reads what the probe saw: handling per key, components rendered, characters lost;
 * and the main thread's busy time per key. Keys come back to back, so a key's handling also holds whatever frame
 * or task of the keys before it runs first: the busy time is the steadier figure of what typing costs.
 */
async function typeInto(page: Page, cdp: CDPSession, selector: string): Promise<Typing> {
  const field = page.locator(selector).first();
  await field.focus();
  await page.evaluate(() => {
    (window as unknown as { __bench: { typing: boolean } }).__bench.typing = true;
  });
  await cdp.send('Performance.enable');
  const busyBefore = await mainThreadMs(cdp);
  await page.keyboard.type(TEXT);
  // The last keystroke's task may still be queued.
  await page
    .waitForFunction((n) => (window as unknown as { __bench: { keys: number[] } }).__bench.keys.length >= n, TEXT.length, {
      timeout: 10_000,
    })
    .catch(() => {});
  const busyPerKey = ((await mainThreadMs(cdp)) - busyBefore) / TEXT.length;
  const probe = await page.evaluate(() => (window as unknown as { __bench: { keys: number[]; rendered: number } }).__bench);
  const value = await field.inputValue();
  let lost = 0;
  for (let i = 0; i < TEXT.length; i += 1) if (value[i - lost] !== TEXT[i]) lost += 1;
  return {
    perKey: median(probe.keys),
    busyPerKey,
    components: probe.rendered / TEXT.length,
    lost: Math.max(lost, TEXT.length - value.length),
  };
}

async function measure(browser: Browser, url: string, job: Job): Promise<Load> {
  const { screen, calls, profile } = job;
  const { context, page, cdp, ready, requests, steps } = await openFirstScreen(browser, url, { screen, calls, network: profile.network });
  try {
    const typing = profile.typing && screen.typeInto ? await typeInto(page, cdp, screen.typeInto) : undefined;
    return { ready, requests, steps, ...(typing ? { typing } : {}) };
  } finally {
    await context.close();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const stats = (xs: number[], digits: number) =>
  `${fmt(median(xs), digits).padStart(8)} ${fmt(Math.min(...xs), digits).padStart(8)} ${fmt(Math.max(...xs), digits).padStart(8)}`;

/** A figure's median, min and max for the floor, then the project; a figure some loads lack is left out. */
function printRows(runs: Record<Who, Load[]>, rows: [string, (run: Load) => number | undefined, number][]): void {
  console.log(`${''.padEnd(44)}${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
  for (const [label, pick, digits] of rows) {
    for (const who of WHO) {
      const values = runs[who].map(pick).filter((v): v is number => v !== undefined);
      if (values.length === runs[who].length) console.log(`${who.padEnd(8)}${label.padEnd(36)}${stats(values, digits)}`);
    }
  }
}

/** The project's figure over the floor's, round by round. */
function ratios(runs: Record<Who, Load[]>, pick: (run: Load) => number): number[] {
  return runs.project.map((run, i) => pick(run) / pick(runs.floor[i]!));
}

function printRatio(runs: Record<Who, Load[]>, label: string, pick: (run: Load) => number): void {
  const each = ratios(runs, pick);
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
  console.log(`\n${screen.title}, ${profile.title}, ${ROUNDS} interleaved rounds (floor, project), fresh context per load`);
  printRows(runs, [
    ['time to ready ms', (r) => r.ready, 0],
    ['requests before ready', (r) => r.requests, 0],
    ['handling per keystroke ms', (r) => r.typing?.perKey, 2],
    ['main thread busy per keystroke ms', (r) => r.typing?.busyPerKey, 2],
    ['components rendered per keystroke', (r) => r.typing?.components, 2],
    [`characters lost of ${TEXT.length}`, (r) => r.typing?.lost, 0],
  ]);
  printWaterfall(runs);
  printRatio(runs, 'time to ready', (r) => r.ready);
  if (runs.project.every((r) => r.typing)) {
    printRatio(runs, 'handling per keystroke', (r) => r.typing!.perKey);
    printRatio(runs, 'main thread busy per keystroke', (r) => r.typing!.busyPerKey);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const screens = chosenScreens(process.env.BENCH_SCREENS);
  const pages = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
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
  const browser = await launchBrowser();
  try {
    // One unmeasured load of each warms the servers and the browser process, not the page cache (contexts are fresh).
    for (const job of jobs) for (const who of WHO) await measure(browser, urlOf(job, who), job);
    for (let round = 0; round < ROUNDS; round += 1)
      for (const job of jobs) for (const who of WHO) job.runs[who].push(await measure(browser, urlOf(job, who), job));
  } finally {
    await browser.close();
    await Promise.all([...servers.map((server) => server.close()), sandbox.close()]);
  }

  for (const screen of screens) {
    console.log(`\n== ${screen.title} ${screen.path}: ready when ${screen.readyWhen}; floor tools/bench/floor/${floorPage(screen)}/`);
    for (const job of jobs.filter((j) => j.screen === screen)) printJob(job);
  }

  console.log(`\nmedian of the per-round ratios project/floor, time to ready (${ROUNDS} rounds)`);
  console.log(`${''.padEnd(24)}${PROFILES.map((profile) => profile.name.padStart(14)).join('')}`);
  for (const screen of screens) {
    const cells = jobs.filter((j) => j.screen === screen).map((j) => `${fmt(median(ratios(j.runs, (r) => r.ready)), 2)}x`.padStart(14));
    console.log(`${screen.title.padEnd(24)}${cells.join('')}`);
  }

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
