/** A screen's moments: its own drawing first painted, and ready: its content, or its failure message, answers. */
export type ScreenMoment = 'firstDraw' | 'ready';

/** What went wrong in the engine's part of the page, beyond the message the person sees; never data. */
export interface PageProblems {
  /** A screen's code, or the drawing code (`draw`), did not arrive, or not within screenCodeTimeoutMs. */
  chunk: { chunk: string; outcome: 'failed' | 'hung' };
  /** A screen's block threw as it drew: its error boundary shows the failure message instead. */
  boundary: { error: unknown; componentStack?: string | undefined };
  /** An answer its endpoint's declared shape refused, and where it first did not fit (`/data/list/0/amount`). */
  call: { endpoint: string; outcome: 'refused'; where: string };
}

/**
 * How the page goes, told to the app as it happens (RendererOptions.watch), for it to report from the field: each
 * screen's moments, in ms since the screen was asked for, and the problems above. Never told while drawing; the
 * app's side must neither throw nor wait.
 */
export interface PageWatch {
  moment(name: ScreenMoment, ms: number): void;
  problem(...problem: { [K in keyof PageProblems]: [kind: K, details: PageProblems[K]] }[keyof PageProblems]): void;
}

export const UNWATCHED: PageWatch = { moment() {}, problem() {} };
