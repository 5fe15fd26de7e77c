import type { PageProblems, ScreenMoment } from '../../renderer/runtime/pageWatch.ts';

/**
 * What the build tells the page about field reports (`virtual:pages/field-reports`, from pages.yaml's
 * `fieldReports` and the environment the build was made for); null when reports are off.
 */
export interface FieldReportSettings {
  /** The envelope endpoint (Sentry's protocol), the project's public key in its query. */
  endpoint: string;
  /** The share of page views that report their timings, 0 to 1. */
  timingShare: number;
  /** The environment the build reports as (`sandbox`, `production`), Sentry's `environment`. */
  environment: string;
}

/** Where the borrower is, as the boot knows it; read whenever something is noted. */
export interface PageFacts {
  /** The screen's id in pages.yaml, e.g. loanDetails. */
  screen: string;
  /** The screen's route as pages.yaml writes it (`/loan/details`, `#/downloadTemplate`), never the address. */
  route: string;
  /** The language pack the page shows, e.g. es. */
  language: string;
}

/** What each kind of failure says; never a call's data, a typed text or an address's query. */
export interface ProblemDetails {
  /** An uncaught error; the global listener reports these. */
  error: { error: unknown };
  /** A promise rejected with nobody to catch it; the global listener reports these. */
  rejection: { reason: unknown };
  /** A screen's error boundary caught `error`. */
  boundary: PageProblems['boundary'];
  /**
   * A call that failed (no connection, an HTTP error, an answer that is not JSON), hung past its timeout, or whose
   * answer its declared shape refused; `where` is the first place that did not fit (`/data/list/0/amount`).
   */
  call: { endpoint: string; outcome: 'failed' | 'hung' | 'refused'; status?: number; where?: string };
  /** A chunk of the page's code (a screen's, the drawing code) that did not arrive, or not in time. */
  chunk: PageProblems['chunk'];
  /** React could not hydrate the server's HTML and drew the screen again (`onRecoverableError`). */
  hydration: { error: unknown; componentStack?: string };
  /** The Content-Security-Policy blocked something; the global listener reports these. */
  csp: { directive: string; blocked: string };
}

export type ProblemKind = keyof ProblemDetails;

/** The page's own moments, in milliseconds since its screen was asked for. */
export type MomentName = ScreenMoment;

/** What the boot and the renderer's hooks tell the reports. Neither call throws or waits. */
export interface FieldReports {
  problem<K extends ProblemKind>(kind: K, details: ProblemDetails[K]): void;
  moment(name: MomentName, ms: number): void;
}
