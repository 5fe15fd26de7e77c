import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../../sandbox/server.ts';
import { startAppServer } from '../harness/appServer.ts';
import { launchBrowser } from '../harness/browser.ts';
import { benchCopy } from './benchCopy.ts';
import { buildFloor, ROOT } from './build.ts';
import { median } from './median.ts';
import { BENCH_BROWSER_ARGS, BENCH_BROWSER_SAYS, type Moments, openFirstScreen, SLOW_NETWORK } from './openFirstScreen.ts';
import { screenCalls } from './screenCalls.ts';
import { benchScreen, floorPath } from './screens.ts';

/*
 * npm run bench:compare -- [--screen <id>] [--slow] <build> <build> [...]: one screen's time to first draw and to
 * ready (complaint next unless --screen names another of screens.ts) in each production build, loaded in turn every
 * round, and each build's times as ratios to the first build's of the same round, with the layout shift between. A
 * build is a directory from `npx vite build --outDir <dir>`, or `floor` for tools/bench/floor. --slow loads on the
 * bench's slow network, files compressed. BENCH_ROUNDS sets the rounds (default 40): the median of 10 rounds moves by
 * about ±8% here, so telling a 5% change from the noise takes 40 or more.
 */
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 40));

/** The ratios' geometric mean and the half-width of its ±2 standard errors band. */
function geometricMean(ratios: number[]): { mean: number; band: number } {
  const logs = ratios.map(Math.log);
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
  const variance = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1);
  const error = Math.sqrt(variance / logs.length);
  return { mean: Math.exp(mean), band: Math.exp(mean + 2 * error) - Math.exp(mean) };
}

async function main(): Promise<void> {
  const { values, positionals: names } = parseArgs({
    allowPositionals: true,
    options: { screen: { type: 'string', default: 'complaintNext' }, slow: { type: 'boolean', default: false } },
  });
  if (names.length < 2)
    throw new Error('usage: npm run bench:compare -- [--screen <id>] [--slow] <build dir | floor> <build dir | floor> [...]');
  const screen = benchScreen(values.screen);
  const pages = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
  const calls = screenCalls(pages, screen.id);
  const copy = benchCopy(pages);
  const dirs = await Promise.all(
    names.map((name) => (name === 'floor' ? buildFloor(join(ROOT, '.tmp', 'bench', 'compare-floor')) : resolve(name))),
  );
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const network = values.slow ? SLOW_NETWORK : undefined;
  const servers = await Promise.all(dirs.map((dir) => startAppServer(dir, sandbox.url, { compressed: values.slow })));
  const browser = await launchBrowser(BENCH_BROWSER_ARGS);
  const loads: Moments[][] = dirs.map(() => []);
  const load = async (k: number) => {
    const path = names[k] === 'floor' ? floorPath(screen) : screen.path;
    const opened = await openFirstScreen(browser, servers[k]!.url + path, { screen, calls, copy, network });
    try {
      return await opened.moments();
    } finally {
      await opened.context.close();
    }
  };
  try {
    // One unmeasured load each warms the servers and the browser process.
    for (let k = 0; k < dirs.length; k += 1) await load(k);
    for (let round = 0; round < ROUNDS; round += 1) for (let k = 0; k < dirs.length; k += 1) loads[k]!.push(await load(k));
  } finally {
    await browser.close();
    await Promise.all([...servers.map((server) => server.close()), sandbox.close()]);
  }

  console.log(
    `${screen.title} ${screen.path}, Chromium CPU 4x${values.slow ? ' on the slow network, files compressed' : ''}${BENCH_BROWSER_SAYS}, ${ROUNDS} rounds`,
  );
  for (const [moment, words] of [
    ['firstDraw', screen.firstDrawWhen],
    ['ready', screen.readyWhen],
  ] as const) {
    console.log(`\ntime to ${moment === 'firstDraw' ? 'first draw' : 'ready'} (${words}), ms`);
    console.log(`${'build'.padEnd(40)}${'median'.padStart(8)}${'min'.padStart(8)}   ratio to the first build, same round`);
    loads.forEach((runs, k) => {
      const times = runs.map((run) => run[moment]);
      const ratios = times.map((t, round) => t / loads[0]![round]![moment]);
      const { mean, band } = geometricMean(ratios);
      const ratio = k === 0 ? '' : `median ${median(ratios).toFixed(3)}, geometric mean ${mean.toFixed(3)} ± ${band.toFixed(3)}`;
      console.log(
        `${names[k]!.padEnd(40)}${median(times).toFixed(0).padStart(8)}${Math.min(...times)
          .toFixed(0)
          .padStart(8)}   ${ratio}`,
      );
    });
  }
  console.log('\nlayout shift between first draw and ready, median (max)');
  loads.forEach((runs, k) => {
    const shifts = runs.map((run) => run.layoutShift);
    console.log(`${names[k]!.padEnd(40)}${median(shifts).toFixed(4).padStart(8)} (${Math.max(...shifts).toFixed(4)})`);
  });
}

await main();
