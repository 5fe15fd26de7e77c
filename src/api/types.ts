import type { ApiSettings, ClientSettings, Endpoint, ExprSource } from '../../schemas/types.ts';
import type { ToastService } from '../../renderer/runtime/services.ts';

/** Evaluates a config expression such as `const.basePath` or `t.errors.network`. */
export type Resolve = (expr: ExprSource) => unknown;

/** The part of XMLHttpRequest the upload path uses, so tests can hand in a fake. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
  ontimeout: ((event: ProgressEvent) => void) | null;
}

/** What `createApiService` needs; every text and number it shows comes from the config through `resolve`. */
export interface ApiServiceOptions {
  api: ApiSettings;
  endpoints: Record<string, Endpoint>;
  resolve: Resolve;
  /** The current page's query string, read at each call so common parameters follow navigation. */
  pageQuery: () => URLSearchParams;
  toast: ToastService;
  /** app.apiBase; '' means same origin. */
  apiBase: string;
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Injectable for tests; defaults to `new XMLHttpRequest()` (uploads need its progress events). */
  createXhr?: () => XhrLike;
  /**
   * Told about config mistakes met at run time (an unknown endpoint) and what a request had to change to go out (a
   * header value no header can carry); defaults to console.error.
   */
  reportProblem?: (message: string) => void;
  /**
   * Told of each call that got no usable answer (none, none in time, an HTTP error, a body that is not JSON): its
   * endpoint's name and the outcome, never its data.
   */
  callTrouble?: (endpoint: string, outcome: 'failed' | 'hung', status: number | undefined) => void;
}

/** One HTTP request, ready to send. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** No timeout when undefined. */
  timeoutMs?: number;
}

/** What came back from the wire, before the envelope is read. */
export type HttpOutcome = { kind: 'answer'; status: number; text: string } | { kind: 'network' } | { kind: 'timeout' };

/**
 * What makes one client kind different from the others; everything else comes from its settings in
 * pages.yaml (`api.clients.<name>`).
 */
export interface ClientKind {
  /** Body encoding when the settings do not name one. */
  defaultBody: 'form' | 'json';
  /** Whether to send `X-Requested-With: XMLHttpRequest` (the promotion servers check it). */
  marksAjax: boolean;
  /** The path appended after the base path, e.g. the endpoint path or its encoded form. */
  urlPath(endpointPath: string, settings: ClientSettings): string;
}

/** Everything one call needs to build its request, gathered from the options and the endpoint. */
export interface RequestContext {
  api: ApiSettings;
  settings: ClientSettings;
  kind: ClientKind;
  endpoint: Endpoint;
  resolve: Resolve;
  pageQuery: URLSearchParams;
  apiBase: string;
  /** Told what the request had to change to go out (a header value no header can carry). */
  report: (message: string) => void;
}
