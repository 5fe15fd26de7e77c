import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startSandbox } from '../../sandbox/server.ts';
import { startAppServer } from '../../tests/browser/appServer.ts';
import { launchBrowser } from '../../tests/browser/browser.ts';
import { buildFloor, buildProject, ROOT } from './build.ts';
import { entryBytes, screenFirstLoad } from './firstLoad.ts';
import { median } from './median.ts';
import { BENCH_PATH, type FirstLoadSteps, openFirstScreen, SLOW_NETWORK } from './openFirstScreen.ts';

/*
 * npm run bench: the complaint-next screen of the project against the same screen written by hand (tools/bench/floor),
 * both production builds served with the sandbox, in Chromium at CPU 4x, interleaved floor/project per round; then
 * time to ready alone on a slow mobile network (SLOW_NETWORK, files compressed as deploy/'s nginx sends them), interleaved the same way. BENCH_ROUNDS sets the rounds of each (default 6).
 */
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 6));
const TEXT = 'La app me cobró dos veces el mismo pago. '.repeat(5).slice(0, 200);

interface Run {
  ready: number;
  steps: FirstLoadSteps;
  perKey: number;
  components: number;
  lost: number;
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const { context, page, ready, steps } = await openFirstScreen(browser, url + BENCH_PATH);
  try {
    await page.locator('textarea').focus();
    await page.evaluate(() => {
      (window as unknown as { __bench: { typing: boolean } }).__bench.typing = true;
    });
    await page.keyboard.type(TEXT);
    // The last keystroke's task may still be queued.
    await page
      .waitForFunction((n) => (window as unknown as { __bench: { keys: number[] } }).__bench.keys.length >= n, TEXT.length, {
        timeout: 10_000,
      })
      .catch(() => {});
    const probe = await page.evaluate(() => (window as unknown as { __bench: { keys: number[]; rendered: number } }).__bench);
    const value = await page.locator('textarea').inputValue();
    let lost = 0;
    for (let i = 0; i < TEXT.length; i += 1) if (value[i - lost] !== TEXT[i]) lost += 1;
    return {
      ready,
      steps,
      perKey: median(probe.keys),
      components: probe.rendered / TEXT.length,
      lost: Math.max(lost, TEXT.length - value.length),
    };
  } finally {
    await context.close();
  }
}

/** The steps of a first load, in the order they usually end. */
const STEPS: [string, string][] = [
  ['entry-downloaded', 'entry script downloaded'],
  ['boot', 'boot starts (the entry is evaluating)'],
  ['chunk-requested', "the screen's chunk requested"],
  ['data-requested', 'problem-init requested'],
  ['entry-evaluated', 'entry evaluated (React loaded, first draw scheduled)'],
  ['data-received', 'problem-init answer received by the network'],
  ['first-screen-data', "the answer reaches the page's code (floor)"],
  ['first-screen-code', "the screen's code has arrived and run (project)"],
  ['ready', 'first textarea visible'],
];

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const stats = (xs: number[], digits = 1) =>
  `${fmt(median(xs), digits).padStart(8)} ${fmt(Math.min(...xs), digits).padStart(8)} ${fmt(Math.max(...xs), digits).padStart(8)}`;

/** Time to ready and requests made by then on the slow network. */
async function measureSlow(browser: Browser, url: string): Promise<{ ready: number; requests: number }> {
  const { context, ready, requests } = await openFirstScreen(browser, url + BENCH_PATH, SLOW_NETWORK);
  await context.close();
  return { ready, requests };
}

/** Loads `floor` and `project` with `load` in turn, `ROUNDS` times, after one unmeasured load of each. */
async function interleaved<T>(load: (url: string) => Promise<T>, floor: string, project: string): Promise<Record<Who, T[]>> {
  // The unmeasured loads warm the server and the browser process, not the page cache (contexts are fresh).
  await load(floor);
  await load(project);
  const runs: Record<Who, T[]> = { floor: [], project: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.floor.push(await load(floor));
    runs.project.push(await load(project));
  }
  return runs;
}

type Who = 'floor' | 'project';

/** A figure's median, min and max for the floor, then the project. */
function printRows<T>(runs: Record<Who, T[]>, rows: [string, (run: T) => number, number][]): void {
  for (const [label, pick, digits] of rows) {
    for (const who of ['floor', 'project'] as const)
      console.log(`${who.padEnd(8)}${label.padEnd(28)}${stats(runs[who].map(pick), digits)}`);
  }
}

/** The project's figure over the floor's, round by round. */
function printRatio<T>(runs: Record<Who, T[]>, label: string, pick: (run: T) => number): void {
  const each = runs.project.map((run, i) => pick(run) / pick(runs.floor[i]!));
  console.log(`ratio project/floor, ${label}: median ${fmt(median(each), 2)}x; per round ${each.map((x) => `${fmt(x, 2)}x`).join(' ')}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const projectDir = await buildProject(join(ROOT, '.tmp', 'bench', 'project'));
  const floorDir = await buildFloor(join(ROOT, '.tmp', 'bench', 'floor'));
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const servers = await Promise.all([
    startAppServer(projectDir, sandbox.url),
    startAppServer(floorDir, sandbox.url),
    startAppServer(projectDir, sandbox.url, { compressed: true }),
    startAppServer(floorDir, sandbox.url, { compressed: true }),
  ]);
  const [project, floor, projectCompressed, floorCompressed] = servers;
  const browser = await launchBrowser();
  let runs: Record<Who, Run[]>;
  let slow: Record<Who, Awaited<ReturnType<typeof measureSlow>>[]>;
  try {
    runs = await interleaved((url) => measure(browser, url), floor.url, project.url);
    slow = await interleaved((url) => measureSlow(browser, url), floorCompressed.url, projectCompressed.url);
  } finally {
    await browser.close();
    await Promise.all([...servers.map((server) => server.close()), sandbox.close()]);
  }

  console.log(`complaint next ${BENCH_PATH}, Chromium CPU 4x, ${ROUNDS} interleaved rounds (floor, project), fresh context per load`);
  console.log(`${''.padEnd(36)}${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
  printRows(runs, [
    ['time to first visible textarea ms', (r) => r.ready, 0],
    ['handling per keystroke ms', (r) => r.perKey, 2],
    ['components rendered per keystroke', (r) => r.components, 2],
    ['characters lost of 200', (r) => r.lost, 0],
  ]);
  console.log('\nwhere the first load goes, median ms from navigation (User Timing marks of src/boot.ts, src/main.tsx,');
  console.log('src/drawApp.tsx and tools/bench/floor; resource timing for the requests)');
  console.log(`${''.padEnd(68)}${'floor'.padStart(9)}${'project'.padStart(9)}`);
  for (const [step, label] of STEPS) {
    const at = (runs: Run[]) => {
      const values = runs.map((r) => r.steps[step]).filter((v): v is number => v !== undefined);
      return values.length > 0 ? fmt(median(values), 0) : '-';
    };
    console.log(`  ${label.padEnd(66)}${at(runs.floor).padStart(9)}${at(runs.project).padStart(9)}`);
  }
  printRatio(runs, 'time to ready', (r) => r.ready);
  printRatio(runs, 'handling per keystroke', (r) => r.perKey);
  const { latencyMs, downBits, upBits } = SLOW_NETWORK;
  console.log(
    `\non a slow network (${latencyMs} ms round trip, ${downBits / 1e6} Mbps down, ${upBits / 1e3} kbps up, files brotli-compressed as deploy/'s nginx sends them), CPU 4x, ${ROUNDS} interleaved rounds`,
  );
  console.log(`${''.padEnd(36)}${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
  printRows(slow, [
    ['time to first visible textarea ms', (r) => r.ready, 0],
    ['requests before ready', (r) => r.requests, 0],
  ]);
  printRatio(slow, 'time to ready on the slow network', (r) => r.ready);
  console.log(
    `\nfirst-load JS, KiB gzip (level 9): floor ${fmt(entryBytes(floorDir) / 1024, 2)}, project shared ${fmt(entryBytes(projectDir) / 1024, 2)}`,
  );
  const screens = Object.entries(screenFirstLoad(projectDir)).sort((a, b) => b[1] - a[1]);
  for (const [screen, bytes] of screens) console.log(`  ${screen.padEnd(30)}${fmt(bytes / 1024, 2).padStart(8)}`);
  console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
}

await main();
