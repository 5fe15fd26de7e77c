/**
 * Asks the sandbox at `sandboxUrl` through its control API (sandbox/control.ts): a GET without `body`, else a POST of
 * it as JSON; gives the parsed answer. Throws, saying why, when the sandbox refuses or gives no answer within 5 s.
 * What tests, the atlas and the studio use to read and steer the sandbox.
 */
export async function sandboxControl(sandboxUrl: string, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit =
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${sandboxUrl}/__sandbox${path}`, { ...init, signal: AbortSignal.timeout(5000) });
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok) throw new Error(`the sandbox refused ${path}: ${String(answer.error ?? response.status)}`);
  return answer;
}
