import type { HttpOutcome, HttpRequest } from './types.ts';

/**
 * Sends a request with fetch and reads its body as text, giving up after `request.timeoutMs` (the abort also
 * covers a body that trickles in). Never rejects: a refused connection is `network`, the deadline `timeout`.
 */
export async function fetchWithTimeout(fetchImpl: typeof fetch, request: HttpRequest): Promise<HttpOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs);
  try {
    const init: RequestInit = { method: request.method, headers: request.headers, signal: controller.signal };
    if (request.body !== undefined) init.body = request.body;
    const response = await fetchImpl(request.url, init);
    const text = await response.text();
    return { kind: 'answer', status: response.status, text };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
