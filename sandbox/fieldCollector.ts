import { json, type Reply } from './http.ts';

/** Where the collector answers under /evolved: pages.yaml's sandbox address `/evolved/field/<project>`. */
export const FIELD_PATH = '/field';
const ENVELOPE_PATH = /^\/field\/api\/[0-9]+\/envelope\/?$/;
/** The newest this many items are kept: a long `npm start` session must not grow without end. */
const KEPT = 5000;

/** One item of an envelope, as it arrived. */
export interface FieldItem {
  receivedAt: string;
  type: 'event' | 'transaction';
  payload: Record<string, unknown>;
}

/** What the collector received: the items it read, oldest first, and the envelopes it refused, with why. */
export interface FieldStore {
  items: FieldItem[];
  refused: { receivedAt: string; reason: string }[];
}

export function createFieldStore(): FieldStore {
  return { items: [], refused: [] };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an item must hold for GlitchTip or Sentry to take it; undefined when it does. */
function itemProblem(type: string, payload: Record<string, unknown>): string | undefined {
  if (type === 'transaction') {
    const missing = ['transaction', 'start_timestamp', 'timestamp', 'contexts'].filter((key) => payload[key] === undefined);
    return missing.length > 0 ? `a transaction needs ${missing.join(', ')}` : undefined;
  }
  const values = isObject(payload.exception) ? payload.exception.values : undefined;
  if (!(Array.isArray(values) && values.length > 0) && payload.message === undefined) return 'an event needs an exception or a message';
  return undefined;
}

/**
 * The items of an envelope as Sentry's protocol writes it (https://develop.sentry.dev/sdk/envelopes/): a header
 * line, then for each item a header line with its `type` (and `length` in bytes, else the payload is one line) and
 * its payload. Events and transactions are read; other types are skipped, as GlitchTip does. Returns why it cannot
 * be read otherwise.
 */
export function readEnvelope(body: Buffer): { type: FieldItem['type']; payload: Record<string, unknown> }[] | string {
  const items: { type: FieldItem['type']; payload: Record<string, unknown> }[] = [];
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end < 0 ? body.length : end).toString('utf8');
    at = end < 0 ? body.length : end + 1;
    return text;
  };
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  if (!isObject(parse(line()))) return 'the envelope does not start with a JSON header line';
  while (at < body.length) {
    const header = parse(line());
    if (!isObject(header) || typeof header.type !== 'string') return 'an item header is not JSON with a type';
    let text: string;
    if (typeof header.length === 'number') {
      if (at + header.length > body.length) return `an item is shorter than its length ${header.length}`;
      text = body.subarray(at, at + header.length).toString('utf8');
      at += header.length;
      if (body[at] === 0x0a) at++;
    } else text = line();
    if (header.type !== 'event' && header.type !== 'transaction') continue;
    const payload = parse(text);
    if (!isObject(payload)) return `the ${header.type} is not a JSON object`;
    const problem = itemProblem(header.type, payload);
    if (problem) return problem;
    items.push({ type: header.type, payload });
  }
  return items;
}

/**
 * Answers `POST /evolved/field/api/<project>/envelope/` as GlitchTip's and Sentry's ingest do: `{id}` for an
 * envelope it read, whose events and transactions it keeps, HTTP 400 with the reason (also kept) for one it could
 * not. The key in the query is not checked: the sandbox has one project for everybody.
 */
export function collectEnvelope(store: FieldStore, path: string, method: string, body: Buffer): Reply {
  if (!ENVELOPE_PATH.test(path)) return json({ detail: 'not an envelope endpoint: /evolved/field/api/<project>/envelope/' }, 404);
  if (method !== 'POST') return json({ detail: 'Method not allowed' }, 405);
  const receivedAt = new Date().toISOString();
  const items = readEnvelope(body);
  if (typeof items === 'string') {
    store.refused.push({ receivedAt, reason: items });
    store.refused.splice(0, Math.max(0, store.refused.length - KEPT));
    return json({ detail: items }, 400);
  }
  store.items.push(...items.map((item) => ({ receivedAt, ...item })));
  store.items.splice(0, Math.max(0, store.items.length - KEPT));
  return json({ id: items[0]?.payload.event_id ?? null });
}
