import { API, type Refusal } from '../protocol.ts';

/** A refusal or failure of the studio's server, in its own words. */
export class StudioError extends Error {
  constructor(
    message: string,
    readonly problems: Refusal['problems'] = [],
  ) {
    super(message);
  }
}

/** Calls the studio's server: GET without a body, POST with JSON. Throws a StudioError with the server's words. */
export async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      ...(body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      cache: 'no-store',
    });
  } catch {
    throw new StudioError('The studio cannot reach npm start. Is it still running?');
  }
  const answer = (await response.json().catch(() => ({ error: `the server answered ${response.status}` }))) as T & Partial<Refusal>;
  if (!response.ok) throw new StudioError(answer.error ?? `the server answered ${response.status}`, answer.problems);
  return answer;
}
