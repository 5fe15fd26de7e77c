import { json, text, type Reply } from './http.ts';
import { refuse, type Envelope } from './route.ts';
import { t, type Lang } from './seed/texts.ts';
import { decodeWrappedPath, WRAPPED_PREFIX } from './wrappedPath.ts';

export const FAIL_MODES = ['500', 'malformed', 'hang', 'code', 'data-null', 'data-empty', 'data-null-leaves'] as const;
export type FailMode = (typeof FAIL_MODES)[number];

/** Every rule targets one route by its endpoint path and, with `times`, wears off after that many requests. */
interface Rule {
  path: string;
  /** Requests left; undefined means until reset or cleared. */
  times?: number;
}

export interface FailRule extends Rule {
  mode: FailMode;
  code?: number | string;
  message?: string;
}

export interface DelayRule extends Rule {
  ms: number;
}

/** Answers a fixed JSON body, for shapes the seed does not cover. */
export interface RespondRule extends Rule {
  status?: number;
  body: unknown;
}

/**
 * Answers in another JSON form the specification allows, as real servers write them: `ids` sends every text that
 * is a whole number (an id, a code, a phone) as a JSON number; `numbers` sends every number of the data, and the
 * envelope's code, as a numeric string. Both together swap them. `path` may be `*`: every route.
 */
export interface ReshapeRule extends Rule {
  ids: boolean;
  numbers: boolean;
}

export interface Scenarios {
  fail: FailRule[];
  delay: DelayRule[];
  respond: RespondRule[];
  reshape: ReshapeRule[];
}

export function createScenarios(): Scenarios {
  return { fail: [], delay: [], respond: [], reshape: [] };
}

/**
 * Rules name routes as pages.yaml's `endpoints` do (`/user-problem/problem-list`, `/v3/loan-details/loan-details`);
 * the prefixed or encoded forms a test may copy out of the request log are accepted too.
 */
export function rulePath(path: string): string {
  const bare = path.startsWith('/evolved/') ? path.slice('/evolved'.length) : path;
  if (bare.startsWith(WRAPPED_PREFIX)) return decodeWrappedPath(bare.slice(WRAPPED_PREFIX.length)) ?? bare;
  return bare.startsWith('/') ? bare : `/${bare}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function ruleBase(raw: Record<string, unknown>, kind: string): Rule | string {
  if (typeof raw.path !== 'string' || raw.path === '') return `${kind}.path must be a non-empty string`;
  if (raw.times !== undefined && !(Number.isInteger(raw.times) && (raw.times as number) > 0)) {
    return `${kind}.times must be a positive integer`;
  }
  const path = raw.path === EVERY_ROUTE ? raw.path : rulePath(raw.path);
  return { path, ...(raw.times !== undefined ? { times: raw.times as number } : {}) };
}

function parseFail(raw: unknown): FailRule | string {
  if (!isRecord(raw)) return 'fail must be an object or a list of objects';
  const base = ruleBase(raw, 'fail');
  if (typeof base === 'string') return base;
  if (!FAIL_MODES.includes(raw.mode as FailMode)) return `fail.mode must be one of ${FAIL_MODES.join(', ')}`;
  if (raw.code !== undefined && typeof raw.code !== 'number' && typeof raw.code !== 'string') {
    return 'fail.code must be a number or a string';
  }
  if (raw.message !== undefined && typeof raw.message !== 'string') return 'fail.message must be a string';
  return { ...base, mode: raw.mode as FailMode, ...pick(raw, 'code', 'message') };
}

function parseDelay(raw: unknown): DelayRule | string {
  if (!isRecord(raw)) return 'delayMs must be an object or a list of objects';
  const base = ruleBase(raw, 'delayMs');
  if (typeof base === 'string') return base;
  if (typeof raw.ms !== 'number' || raw.ms < 0 || raw.ms > 120_000) return 'delayMs.ms must be 0 to 120000';
  return { ...base, ms: raw.ms };
}

function parseRespond(raw: unknown): RespondRule | string {
  if (!isRecord(raw)) return 'respond must be an object or a list of objects';
  const base = ruleBase(raw, 'respond');
  if (typeof base === 'string') return base;
  if (!('body' in raw)) return 'respond.body is required';
  if (raw.status !== undefined && !(Number.isInteger(raw.status) && (raw.status as number) >= 200)) {
    return 'respond.status must be an HTTP status';
  }
  return { ...base, body: raw.body, ...pick(raw, 'status') };
}

function parseReshape(raw: unknown): ReshapeRule | string {
  if (!isRecord(raw)) return 'reshape must be an object or a list of objects';
  const base = ruleBase(raw, 'reshape');
  if (typeof base === 'string') return base;
  const flag = (key: string) => raw[key] === undefined || typeof raw[key] === 'boolean';
  if (!flag('ids') || !flag('numbers')) return 'reshape.ids and reshape.numbers must be true or false';
  if (raw.ids !== true && raw.numbers !== true) return 'reshape needs ids or numbers (or both) set to true';
  return { ...base, ids: raw.ids === true, numbers: raw.numbers === true };
}

function pick(raw: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]]));
}

/** A new rule for a route replaces the older one of the same kind, so tests never stack rules by accident. */
function upsert<T extends Rule>(list: T[], rules: T[]): void {
  for (const rule of rules) {
    const at = list.findIndex((r) => r.path === rule.path);
    if (at >= 0) list.splice(at, 1);
    list.push(rule);
  }
}

/**
 * Applies a `POST /__sandbox/scenario` body: `{clear?, fail?, delayMs?, respond?}`, each rule kind one object
 * or a list. Validates everything before changing anything; returns an error message or null.
 */
export function applyScenarioRequest(scenarios: Scenarios, body: unknown): string | null {
  if (!isRecord(body)) return 'expected a JSON object';
  const unknown = Object.keys(body).filter((k) => !['clear', 'fail', 'delayMs', 'respond', 'reshape'].includes(k));
  if (unknown.length > 0) return `unknown keys: ${unknown.join(', ')}`;
  const parsed = {
    fail: body.fail === undefined ? [] : asList(body.fail).map(parseFail),
    delay: body.delayMs === undefined ? [] : asList(body.delayMs).map(parseDelay),
    respond: body.respond === undefined ? [] : asList(body.respond).map(parseRespond),
    reshape: body.reshape === undefined ? [] : asList(body.reshape).map(parseReshape),
  };
  const error = [...parsed.fail, ...parsed.delay, ...parsed.respond, ...parsed.reshape].find((r) => typeof r === 'string');
  if (typeof error === 'string') return error;
  if (body.clear === true) Object.assign(scenarios, createScenarios());
  upsert(scenarios.fail, parsed.fail as FailRule[]);
  upsert(scenarios.delay, parsed.delay as DelayRule[]);
  upsert(scenarios.respond, parsed.respond as RespondRule[]);
  upsert(scenarios.reshape, parsed.reshape as ReshapeRule[]);
  return null;
}

/** A rule's path that matches every route. */
const EVERY_ROUTE = '*';

/** Finds the rule for `path` (or for every route) and counts one use, dropping it when its `times` run out. */
function take<T extends Rule>(list: T[], path: string): T | undefined {
  const at = list.findIndex((r) => r.path === path || r.path === EVERY_ROUTE);
  const rule = list[at];
  if (!rule) return undefined;
  if (rule.times !== undefined && --rule.times <= 0) list.splice(at, 1);
  return rule;
}

export function takeDelay(scenarios: Scenarios, path: string): number {
  return take(scenarios.delay, path)?.ms ?? 0;
}

const DEFAULT_FAIL_CODE: Record<Envelope, number | string> = {
  common: 1,
  payment: '99',
  wrapped: 1,
  promotion: 1,
  template: '01',
};

const NGINX_500 =
  '<html><head><title>500 Internal Server Error</title></head><body><center><h1>500 Internal Server Error</h1>' +
  '</center><hr><center>nginx</center></body></html>';

/** Every scalar of a value replaced by null, lists and fields kept: an answer whose every leaf is null. */
function nullLeaves(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullLeaves);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, nullLeaves(v)]));
  return null;
}

/** The handler's JSON answer with its `data` replaced as the mode says; any other reply as it is. */
function withData(reply: Reply, mode: 'data-null' | 'data-empty' | 'data-null-leaves'): Reply {
  if (reply.kind !== 'send' || typeof reply.body !== 'string' || !reply.contentType.startsWith('application/json')) return reply;
  const envelope: unknown = JSON.parse(reply.body);
  if (!isRecord(envelope)) return reply;
  const data = mode === 'data-null' ? null : mode === 'data-empty' ? {} : nullLeaves(envelope.data);
  return json({ ...envelope, data }, reply.status);
}

/** A text a server would write as a JSON number if it held the id as one: a whole number, exact in a double. */
const WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;

function reshapeValue(value: unknown, rule: ReshapeRule): unknown {
  if (Array.isArray(value)) return value.map((v) => reshapeValue(v, rule));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, reshapeValue(v, rule)]));
  if (rule.ids && typeof value === 'string' && WHOLE_NUMBER.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  if (rule.numbers && typeof value === 'number') return String(value);
  return value;
}

/** The handler's JSON answer with its data (and, for `numbers`, its code) in the rule's form; any other reply as it is. */
function reshaped(reply: Reply, rule: ReshapeRule): Reply {
  if (reply.kind !== 'send' || typeof reply.body !== 'string' || !reply.contentType.startsWith('application/json')) return reply;
  const envelope: unknown = JSON.parse(reply.body);
  if (!isRecord(envelope)) return reply;
  const code = rule.numbers && typeof envelope.code === 'number' ? String(envelope.code) : envelope.code;
  return json({ ...envelope, code, data: reshapeValue(envelope.data, rule) }, reply.status);
}

/**
 * The reply to a request under the rules: a fail rule's, else a respond rule's, else the handler's, in the form a
 * reshape rule gives it. A `code`
 * failure without a message of its own says the service is unavailable in the request's language. The data modes
 * keep the handler's success (its state changes stay) and break only its `data`: null, `{}`, or every leaf null.
 */
export async function answerWithRules(
  scenarios: Scenarios,
  path: string,
  envelope: Envelope,
  lang: Lang,
  handle: () => Reply | Promise<Reply>,
): Promise<Reply> {
  const fail = take(scenarios.fail, path);
  if (fail) {
    switch (fail.mode) {
      case '500':
        return text(NGINX_500, 500, 'text/html; charset=utf-8');
      case 'malformed':
        return text('{"code":0,"message":"ok","data":{"list":[{"id":', 200, 'application/json; charset=utf-8');
      case 'hang':
        return { kind: 'hang' };
      case 'code':
        return refuse(envelope, fail.code ?? DEFAULT_FAIL_CODE[envelope], fail.message ?? t(lang, 'error.unavailable'));
      default:
        return withData(await handle(), fail.mode);
    }
  }
  const respond = take(scenarios.respond, path);
  const reply = respond ? json(respond.body, respond.status) : await handle();
  const reshape = take(scenarios.reshape, path);
  return reshape ? reshaped(reply, reshape) : reply;
}
