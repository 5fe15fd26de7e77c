import { type EnvelopeItem, randomHex } from './envelope.ts';
import { scrub } from './scrub.ts';
import { stackFrames } from './stackFrames.ts';
import type { PageFacts, ProblemDetails, ProblemKind } from './types.ts';

/** What every report of a page says besides its own news. */
export interface ReportContext {
  environment: string;
  build: string;
  engine: string;
}

/** A failure as it was noted: what, where the borrower was then, and when (epoch ms). */
export type NotedProblem = { [K in ProblemKind]: { kind: K; details: ProblemDetails[K]; page: PageFacts; at: number } }[ProblemKind];

/** An error's name, first line and frames; another thrown value by its type only, since its contents may be data. */
function exception(value: unknown, otherwise: string, clean: (text: string) => string) {
  const error = (typeof value === 'object' && value !== null ? value : {}) as { name?: unknown; message?: unknown; stack?: unknown };
  if (typeof error.message !== 'string') {
    return { type: otherwise, value: typeof value === 'string' ? clean(value) : `a thrown ${value === null ? 'null' : typeof value}` };
  }
  const frames = typeof error.stack === 'string' ? stackFrames(clean(error.stack)) : [];
  return {
    type: typeof error.name === 'string' ? error.name : otherwise,
    // The first line: React's hydration messages go on with the page's own text.
    value: clean(error.message.split('\n')[0]!),
    ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
  };
}

/** What a failure without an error says, the tags a developer filters by, and how like failures group. */
function news(problem: NotedProblem, clean: (text: string) => string) {
  switch (problem.kind) {
    case 'call': {
      const { endpoint, outcome, status, where } = problem.details;
      const how = `${status === undefined ? '' : ` (HTTP ${status})`}${where === undefined ? '' : ` at ${clean(where)}`}`;
      return { message: `call ${endpoint} ${outcome}${how}`, tags: { endpoint, outcome }, group: [endpoint, outcome] };
    }
    case 'chunk': {
      const { chunk, outcome } = problem.details;
      return {
        message: `code ${chunk} ${outcome === 'hung' ? 'hung' : 'did not load'}`,
        tags: { chunk: clean(chunk), outcome },
        group: [chunk, outcome],
      };
    }
    case 'csp': {
      const blocked = clean(problem.details.blocked);
      return { message: `CSP ${problem.details.directive} blocked ${blocked}`, tags: {}, group: [problem.details.directive, blocked] };
    }
    default:
      return undefined;
  }
}

const ERROR_TYPES: Partial<Record<ProblemKind, string>> = { rejection: 'UnhandledRejection', hydration: 'HydrationError' };

/**
 * The Sentry event of one failure: the screen, route, language, engine and build as tags (release is the build),
 * an error's type, first line and frames, or the news of a call, a chunk or a blocked load, each text scrubbed of
 * the page's `secrets` and anything else that may be someone's.
 */
export function problemEvent(problem: NotedProblem, context: ReportContext, secrets: readonly string[]): EnvelopeItem {
  const clean = (text: string) => scrub(text.slice(0, 4000), secrets).slice(0, 1000);
  const { page, kind, details } = problem;
  const told = news(problem, clean);
  const thrown = 'error' in details ? details.error : 'reason' in details ? details.reason : undefined;
  const componentStack = 'componentStack' in details && details.componentStack ? clean(details.componentStack) : undefined;
  return {
    type: 'event',
    payload: {
      event_id: randomHex(16),
      timestamp: problem.at / 1000,
      platform: 'javascript',
      level: kind === 'csp' ? 'warning' : 'error',
      release: context.build,
      environment: context.environment,
      transaction: clean(page.route),
      tags: { kind, screen: page.screen, route: clean(page.route), language: page.language, engine: context.engine, ...told?.tags },
      ...(told
        ? { message: { formatted: clean(told.message) }, fingerprint: [kind, page.screen, ...told.group.map(clean)] }
        : { exception: { values: [exception(thrown, ERROR_TYPES[kind] ?? 'Error', clean)] } }),
      ...(componentStack ? { extra: { componentStack } } : {}),
    },
  };
}
