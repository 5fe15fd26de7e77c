import { type EnvelopeItem, randomHex } from './envelope.ts';
import type { ReportContext } from './problemEvent.ts';
import { scrub } from './scrub.ts';
import type { MomentName, PageFacts } from './types.ts';

/** The timings web-vitals measures, by Sentry's measurement names. */
export type VitalName = 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb';

/** One screen the borrower saw: the page's first (its load) or one reached by a tap, and its timings. */
export interface View {
  page: PageFacts;
  /** When the screen was asked for, epoch ms. */
  start: number;
  /** The page's load, which the web vitals describe; false for a screen reached inside the page. */
  load: boolean;
  moments: Partial<Record<MomentName, number>>;
  vitals: Partial<Record<VitalName, number>>;
  /** The element behind LCP and INP, as a CSS selector. */
  elements: Partial<Record<'lcp' | 'inp', string>>;
}

const MEASUREMENT: Record<MomentName | VitalName, string> = {
  firstDraw: 'first_draw',
  ready: 'ready',
  lcp: 'lcp',
  inp: 'inp',
  cls: 'cls',
  fcp: 'fcp',
  ttfb: 'ttfb',
};

/**
 * A view's timings as a Sentry transaction (op `pageload`, or `navigation` for a screen reached by a tap), named by
 * the screen's route, each timing a measurement in milliseconds (CLS has no unit), the elements behind LCP and
 * INP as tags, scrubbed like any text.
 */
export function timingEvent(view: View, context: ReportContext): EnvelopeItem {
  const { page } = view;
  const timings = { ...view.moments, ...view.vitals } as Record<MomentName | VitalName, number>;
  const measurements = Object.fromEntries(
    Object.entries(timings).map(([name, value]) => [
      MEASUREMENT[name as MomentName | VitalName],
      { value, unit: name === 'cls' ? 'none' : 'millisecond' },
    ]),
  );
  const elements = Object.fromEntries(
    Object.entries(view.elements).map(([name, selector]) => [`${name}.element`, scrub(selector).slice(0, 200)]),
  );
  const longest = Math.max(0, ...Object.entries(timings).map(([name, value]) => (name === 'cls' ? 0 : value)));
  return {
    type: 'transaction',
    payload: {
      event_id: randomHex(16),
      type: 'transaction',
      transaction: scrub(page.route),
      start_timestamp: view.start / 1000,
      timestamp: (view.start + longest) / 1000,
      release: context.build,
      environment: context.environment,
      contexts: { trace: { trace_id: randomHex(16), span_id: randomHex(8), op: view.load ? 'pageload' : 'navigation' } },
      tags: { screen: page.screen, route: scrub(page.route), language: page.language, engine: context.engine, ...elements },
      measurements,
    },
  };
}
