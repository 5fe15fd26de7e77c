import { buildId } from './buildId.ts';
import { engineFamily } from './engineFamily.ts';
import { envelope, type EnvelopeItem } from './envelope.ts';
import { pageSecrets } from './pageSecrets.ts';
import { type NotedProblem, problemEvent } from './problemEvent.ts';
import { createSender, type SendReport } from './sendReport.ts';
import type { PageTimings } from './pageTimings.ts';
import type { FieldReports, FieldReportSettings, MomentName, PageFacts } from './types.ts';

/** Something noted before this code arrived: a failure, or one of the page's moments where the borrower was then. */
export type Noted = { problem: NotedProblem } | { moment: MomentName; ms: number; page: PageFacts; at: number };

export interface ClientOptions {
  settings: FieldReportSettings;
  /** Never throws (startFieldReports guards the boot's). */
  page: () => PageFacts;
  build?: string | undefined;
  noted: readonly Noted[];
  /** For tests: how reports leave, and the draw that decides whether this page view reports timings. */
  send?: SendReport;
  random?: () => number;
}

/** The User Timing mark set once the timing code has run. */
export const TIMINGS_MARK = 'field-timings';

/** More of them in one page view is a loop, not news. */
const MOST_PROBLEMS = 20;

/**
 * The reporting code proper, loaded by startFieldReports once the first screen is ready: turns what it is told
 * (and what was noted before) into Sentry events, and sends them when the page is hidden or left. One page view in
 * `timingShare` also loads pageTimings.ts, a chunk of its own, and reports the web vitals of its load and the
 * moments of each screen.
 */
export function connectFieldReports(options: ClientOptions): FieldReports {
  const { settings, page } = options;
  const context = {
    environment: settings.environment,
    build: options.build ?? buildId(document),
    engine: engineFamily(navigator.userAgent),
  };
  const send = options.send ?? createSender(settings.endpoint);
  const endpoint = new URL(settings.endpoint, location.href);
  const reportsTimings = (options.random ?? Math.random)() < settings.timingShare;
  const waiting: EnvelopeItem[] = [];
  const seen = new Set<string>();
  // Moments wait here until the timing code has arrived.
  const moments: Parameters<PageTimings['moment']>[] = [];
  let timings: PageTimings | undefined;

  const noteProblem = (problem: NotedProblem) => {
    // The policy blocking a report would report itself again.
    if (problem.kind === 'csp' && problem.details.blocked.startsWith(endpoint.origin)) return;
    if (seen.size >= MOST_PROBLEMS) return;
    const item = problemEvent(problem, context, pageSecrets(location, document));
    const key = JSON.stringify([item.payload.tags, item.payload.message ?? item.payload.exception]);
    if (seen.has(key)) return;
    seen.add(key);
    waiting.push(item);
    // A page whose code hung may still be loading when it is left, and WebKit then drops what it sends: at once.
    if (problem.kind === 'chunk' && problem.details.outcome === 'hung') flush(false);
  };
  const noteMoment = (...moment: Parameters<PageTimings['moment']>) => {
    if (timings) timings.moment(...moment);
    else if (reportsTimings) moments.push(moment);
  };
  let left = false;
  const flush = (leaving: boolean) => {
    // Leaving fires pagehide, then visibilitychange, which web-vitals waits for to settle LCP, CLS and INP: the
    // timings go at the second unless the page is hidden already.
    if (timings && (!leaving || document.visibilityState === 'hidden')) waiting.push(...timings.take(leaving));
    while (waiting[0] && send(envelope(waiting[0], Date.now()), leaving)) waiting.shift();
  };

  for (const entry of options.noted) {
    if ('problem' in entry) noteProblem(entry.problem);
    else noteMoment(entry.moment, entry.ms, entry.page, entry.at);
  }
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(left));
  addEventListener('pagehide', () => {
    left = true;
    flush(true);
  });
  addEventListener('pageshow', () => {
    left = false;
  });
  if (reportsTimings) {
    import('./pageTimings.ts')
      .then(({ startPageTimings }) => {
        // The load's view is the first screen's, which the first moment names.
        timings = startPageTimings(context, moments[0]?.[2] ?? page());
        for (const moment of moments.splice(0)) timings.moment(...moment);
        // From here a page left sends its timings; the mark says when that began (the field tests wait for it).
        performance.mark(TIMINGS_MARK);
      })
      .catch(() => undefined);
  }
  return {
    problem: (kind, details) => noteProblem({ kind, details, page: page(), at: Date.now() } as NotedProblem),
    moment: (name, ms) => noteMoment(name, ms, page(), Date.now()),
  };
}
