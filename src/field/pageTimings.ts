import type { EnvelopeItem } from './envelope.ts';
import { observeVitals } from './observeVitals.ts';
import type { ReportContext } from './problemEvent.ts';
import { timingEvent, type View } from './timingEvent.ts';
import type { MomentName, PageFacts } from './types.ts';

/** The timings of a page view that reports them: a chunk of its own, loaded only by those page views. */
export interface PageTimings {
  /** One of the page's moments on the screen the borrower was on (`at`: when it was noted, epoch ms). */
  moment(name: MomentName, ms: number, page: PageFacts, at: number): void;
  /** The views to send now: those whose screen got ready, or every one when the page is left; each goes once. */
  take(leaving: boolean): EnvelopeItem[];
}

/**
 * Keeps one view per screen the borrower saw: the page's load (its first screen, which the web vitals describe)
 * and each screen reached after it, with the page's moments. A moment for another screen, or one its screen
 * already has, starts a new view.
 */
export function startPageTimings(context: ReportContext, page: PageFacts): PageTimings {
  const views: (View & { sent?: boolean })[] = [];
  const moment: PageTimings['moment'] = (name, ms, facts, at) => {
    let view = views[views.length - 1];
    if (!view || view.page.screen !== facts.screen || name in view.moments) {
      view = { page: facts, start: at - ms, load: views.length === 0, moments: {}, vitals: {}, elements: {} };
      views.push(view);
    }
    view.moments[name] = ms;
  };
  const load: View = { page, start: Date.now() - performance.now(), load: true, moments: {}, vitals: {}, elements: {} };
  views.push(load);
  observeVitals((name, value, element) => {
    load.vitals[name] = value;
    if (element) load.elements[name as keyof View['elements']] = element;
  });
  return {
    moment,
    take: (leaving) =>
      views
        .filter((view) => !view.sent && (leaving || view.moments.ready !== undefined))
        .map((view) => {
          view.sent = true;
          return timingEvent(view, context);
        }),
  };
}
