import { startSandbox } from '../../sandbox/server.ts';
import { encodeWrappedPath } from '../../src/api/encodeWrappedPath.ts';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';

/** The common query parameters every app call carries; a subset, as the real client may send. */
export const COMMON_QUERY = {
  deviceId: 'dev-test-1',
  appVersion: '3.2.0',
  userId: 'U1001',
  appName: 'presto',
  sessionId: 's-1',
};

// biome-ignore lint/suspicious/noExplicitAny: tests read loosely shaped JSON and assert on it; typing every response would only restate the sandbox.
export type Json = any;

/** A sandbox on a free port with small fetch helpers for tests. */
export interface Harness {
  url: string;
  close(): Promise<void>;
  /** POST a form body to `/evolved<path>` with the common query, as the common client does. */
  post(path: string, fields?: Record<string, string>, query?: Record<string, string>): Promise<Json>;
  get(path: string, query?: Record<string, string>): Promise<Json>;
  /** POST a form body to the wrapped (encoded) form of `path`. */
  wrapped(path: string, fields?: Record<string, string>, query?: Record<string, string>): Promise<Json>;
  control(path: string, body?: unknown): Promise<Json>;
  raw(path: string, init?: RequestInit): Promise<Response>;
}

export async function startHarness(): Promise<Harness> {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const api = (path: string, query: Record<string, string> = {}) =>
    `${sandbox.url}/evolved${path}?${new URLSearchParams({ ...COMMON_QUERY, ...query })}`;
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    url: sandbox.url,
    close: () => sandbox.close(),
    post: async (path, fields = {}, query = {}) => (await fetch(api(path, query), form(fields))).json(),
    get: async (path, query = {}) => (await fetch(api(path, query))).json(),
    wrapped: async (path, fields = {}, query = {}) => (await fetch(api(`/w/${encodeWrappedPath(path)}`, query), form(fields))).json(),
    control: (path, body) => sandboxControl(sandbox.url, path, body),
    raw: (path, init) => fetch(`${sandbox.url}${path}`, init),
  };
}
