import type { Noted } from './fieldClient.ts';
import type { NotedProblem } from './problemEvent.ts';
import type { FieldReports, FieldReportSettings, PageFacts } from './types.ts';

export interface FieldReportOptions {
  /** `virtual:pages/field-reports`: where reports go and which share of page views reports timings; null: off. */
  settings: FieldReportSettings | null;
  /** Where the borrower is now; read whenever something is noted, never while drawing. */
  page: () => PageFacts;
  /** Which build the page runs; by default the hash of its entry script (buildId.ts). */
  build?: string;
}

const OFF: FieldReports = { problem() {}, moment() {} };
const MOST_NOTED = 50;
/** A page whose first screen never gets ready still reports why, this long after its first failure. */
const WITHOUT_READY_MS = 20_000;

/**
 * Starts field reports (docs/deployment.md, Field reports) from the boot, before anything can fail. Until the
 * first screen is ready this is all that runs: the page's uncaught errors, unhandled rejections and
 * Content-Security-Policy violations, and whatever the boot and the renderer report, are noted in memory; no
 * request is made. The first `moment('ready', …)` loads the reporting code (fieldClient.ts, a chunk of its own)
 * with `import()`, which takes over and sends what was noted when the page is hidden or left. When `settings` is
 * null nothing is listened to and nothing is loaded.
 *
 * main.ts calls it once, first thing, and hands the result to what tells it:
 * - the renderer's watch (RendererOptions.watch, takeOver's): `moment('firstDraw' | 'ready', ms)` for each screen,
 *   `ms` counted from the screen being asked for (from the page's start for its first); a screen's chunk or the
 *   drawing code that failed or hung; a screen's error boundary; an answer its declared shape refused;
 * - the API client (prepareApp.ts): a call that failed or hung (the endpoint's name and outcome, never its data);
 * - drawApp.tsx: a hydration mismatch, from React's `onRecoverableError`.
 * Neither call throws or waits, and a failing, hanging or blocked collector changes nothing the borrower sees.
 */
export function startFieldReports(options: FieldReportOptions): FieldReports {
  const { settings } = options;
  if (!settings) return OFF;
  const noted: Noted[] = [];
  let live: FieldReports | undefined;
  let loading = false;
  const page = (): PageFacts => {
    try {
      return options.page();
    } catch {
      return { screen: '', route: '', language: '' };
    }
  };
  const load = () => {
    if (loading) return;
    loading = true;
    import('./fieldClient.ts')
      .then(({ connectFieldReports }) => {
        live = connectFieldReports({ settings, page, build: options.build, noted });
      })
      .catch(() => undefined);
  };
  let loadLater = true;
  // Reporting must never be why the page breaks: a call with details the code did not expect is dropped.
  const reports: FieldReports = {
    problem(kind, details) {
      try {
        if (live) return live.problem(kind, details);
        if (noted.length < MOST_NOTED) noted.push({ problem: { kind, details, page: page(), at: Date.now() } as NotedProblem });
        if (loadLater) setTimeout(load, WITHOUT_READY_MS);
        loadLater = false;
      } catch {}
    },
    moment(name, ms) {
      try {
        if (live) return live.moment(name, ms);
        if (noted.length < MOST_NOTED) noted.push({ moment: name, ms, page: page(), at: Date.now() });
        if (name === 'ready') load();
      } catch {}
    },
  };
  addEventListener('error', (event) => reports.problem('error', { error: event.error ?? event.message }));
  addEventListener('unhandledrejection', (event) => reports.problem('rejection', { reason: event.reason }));
  addEventListener('securitypolicyviolation', (event) =>
    reports.problem('csp', { directive: event.effectiveDirective, blocked: event.blockedURI }),
  );
  return reports;
}
