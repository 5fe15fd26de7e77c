/**
 * Asks the sandbox at `sandboxUrl` through its control API (sandbox/control.ts): a GET without `body`, else a POST of
 * it as JSON; gives the parsed answer. What tests, the atlas and tools use to read and steer the sandbox.
 */
export async function sandboxControl(sandboxUrl: string, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit =
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${sandboxUrl}/__sandbox${path}`, init);
  return response.json();
}
