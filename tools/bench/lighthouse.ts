import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox } from '../../sandbox/server.ts';
import { startAppServer } from '../harness/appServer.ts';
import { startNginx } from '../harness/nginx.ts';
import { buildProject, ROOT } from './build.ts';
import { median } from './median.ts';

/*
 * npm run bench:lighthouse: Lighthouse performance (mobile, default simulated throttling) of four screens of the
 * production build served with the sandbox, in Debian's Chromium. LH_RUNS sets the runs per page (default 3).
 * Reports are kept in .tmp/bench/lighthouse-reports/ for a closer look (LCP element, final screenshot).
 * LH_NGINX=1 serves the build with deploy/'s nginx instead: compressed, as borrowers get it. The default server (the
 * one of npm run bench's CPU-only run) sends the JS uncompressed, which the simulated 1.6 Mbit/s network makes
 * slower to arrive.
 */
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const NGINX = !!process.env.LH_NGINX;
// 13.x needs Node >= 22.19; this repository supports Node 20.20.
const LIGHTHOUSE = '12.8.2';
const CHROME_LAUNCHER = '1.2.1';
// Not a dependency: it weighs ~185 MB, so it is installed on first use into git-ignored .tmp.
const LH_DIR = join(ROOT, '.tmp', 'lighthouse');
const REPORTS = join(ROOT, '.tmp', 'bench', 'lighthouse-reports');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES: [string, string][] = [
  ['complaintNext', '/complainPageNext?problemType=2&orderNo=ORD180'],
  ['loanConfirm', '/confirm?productId=P-PRESTO'],
  ['loanDetails', '/loan/details?productId=P-PRESTO&orderId=ORD174'],
  ['register', '/register?id=1'],
];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** The parts of Lighthouse's result this script reads. */
interface Lhr {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null; numericValue?: number }>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel: string }): Promise<{ port: number; kill(): void }>;
}

function installedVersion(name: string): string | undefined {
  const file = join(LH_DIR, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; launcher: ChromeLauncher }> {
  if (installedVersion('lighthouse') !== LIGHTHOUSE || installedVersion('chrome-launcher') !== CHROME_LAUNCHER) {
    mkdirSync(LH_DIR, { recursive: true });
    // Its own package.json keeps npm from walking up to (and changing) the repository's.
    if (!existsSync(join(LH_DIR, 'package.json'))) writeFileSync(join(LH_DIR, 'package.json'), '{ "private": true }\n');
    console.log(`installing lighthouse@${LIGHTHOUSE} into ${LH_DIR}`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        LH_DIR,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE}`,
        `chrome-launcher@${CHROME_LAUNCHER}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const from = (path: string) => import(pathToFileURL(join(LH_DIR, 'node_modules', path)).href);
  const [lighthouse, launcher] = await Promise.all([from('lighthouse/core/index.js'), from('chrome-launcher/dist/index.js')]);
  return { lighthouse: lighthouse.default as Lighthouse, launcher: launcher as ChromeLauncher };
}

interface Run {
  score: number;
  metrics: number[];
  /** Performance points each metric cost, by metric label. */
  lost: Record<string, number>;
}

function readRun(lhr: Lhr): Run {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const perf = lhr.categories.performance;
  const total = perf.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const lost: Record<string, number> = {};
  for (const [label, id] of METRICS) {
    const weight = perf.auditRefs.find((ref) => ref.id === id)?.weight ?? 0;
    lost[label] = ((1 - (lhr.audits[id]?.score ?? 0)) * weight * 100) / total;
  }
  return { score: (perf.score ?? 0) * 100, metrics: METRICS.map(([, id]) => lhr.audits[id]?.numericValue ?? Number.NaN), lost };
}

function row(label: string, runs: Run[], path = ''): string {
  const scores = runs.map((r) => r.score);
  const cells = [median(scores), Math.min(...scores), Math.max(...scores)].map((n) => n.toFixed(0).padStart(6));
  const metrics = METRICS.map(([name], i) => {
    const value = median(runs.map((r) => r.metrics[i]!));
    return (name === 'CLS' ? value.toFixed(3) : value.toFixed(0)).padStart(7);
  });
  const [worst, points] = METRICS.map(([name]) => [name, median(runs.map((r) => r.lost[name]!))] as const).sort((a, b) => b[1] - a[1])[0]!;
  return `${label.padEnd(14)}${cells.join('')}${metrics.join('')}  ${`${worst} -${points.toFixed(0)}`.padEnd(9)}${path}`.trimEnd();
}

async function main(): Promise<void> {
  const started = Date.now();
  const { lighthouse, launcher } = await loadLighthouse();
  const distDir = await buildProject(join(ROOT, '.tmp', 'bench', 'lighthouse'));
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const app = NGINX ? await startNginx(distDir, sandbox.url) : await startAppServer(distDir, sandbox.url);
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    logLevel: 'silent',
  });
  mkdirSync(REPORTS, { recursive: true });
  const runs = new Map<string, Run[]>(PAGES.map(([name]) => [name, []]));
  const hostIndex: number[] = [];
  let version = '';
  let chromium = '';
  try {
    const about = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
    chromium = about.Browser.replace(/^\D+/, '');
    const audit = async (path: string) => {
      const result = await lighthouse(app.url + path, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`lighthouse: no result for ${path}`);
      return result.lhr;
    };
    // One unmeasured run warms the server and the browser process; Lighthouse clears the page cache itself.
    await audit(PAGES[0]![1]);
    // Interleaved, so a busy moment of the machine hits every page alike.
    for (let round = 0; round < RUNS; round += 1) {
      for (const [name, path] of PAGES) {
        const lhr = await audit(path);
        writeFileSync(join(REPORTS, `${name}-${round + 1}.json`), JSON.stringify(lhr));
        runs.get(name)!.push(readRun(lhr));
        hostIndex.push(lhr.environment.benchmarkIndex);
        version = lhr.lighthouseVersion;
      }
    }
  } finally {
    chrome.kill();
    await Promise.all([app.close(), sandbox.close()]);
  }

  console.log(
    `Lighthouse ${version}, Chromium ${chromium}, mobile, simulated throttling (default), performance only, ${RUNS} run(s) per page, ${NGINX ? 'nginx' : 'app server'}`,
  );
  const headers =
    ['score', 'min', 'max'].map((h) => h.padStart(6)).join('') +
    METRICS.map(([name]) => (name === 'CLS' ? name : `${name} ms`).padStart(7)).join('');
  console.log(`${''.padEnd(14)}${headers}  limited by`);
  for (const [name, path] of PAGES) console.log(row(name, runs.get(name)!, path));
  console.log(row('all pages', [...runs.values()].flat()));
  // Simulated throttling scales the CPU time this host took, so a busy host lowers the scores.
  console.log(
    `host speed (Lighthouse BenchmarkIndex, higher is faster): median ${median(hostIndex).toFixed(0)}, min ${Math.min(...hostIndex).toFixed(0)}, max ${Math.max(...hostIndex).toFixed(0)}`,
  );
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
}

await main();
