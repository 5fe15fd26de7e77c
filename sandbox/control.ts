import type { IncomingHttpHeaders } from 'node:http';
import { createFieldStore, type FieldStore } from './fieldCollector.ts';
import { json, type Reply } from './http.ts';
import { applyScenarioRequest, createScenarios, rulePath, type Scenarios } from './scenarios.ts';
import { createState, type SmsEntry, type State } from './state.ts';

/** URL prefix of the control API tests use; never proxied by Vite, never called by the app. */
export const CONTROL_PREFIX = '/__sandbox';

/** One request the app made, as `GET /__sandbox/requests` lists it. */
export interface LoggedRequest {
  method: string;
  /** The URL path as received, `/evolved/...`. */
  path: string;
  /** The endpoint path it resolved to (wrapped calls decoded), or null when nothing matched. */
  route: string | null;
  /** For wrapped calls, the decoded path; null otherwise. */
  decodedPath: string | null;
  query: Record<string, string>;
  /** Parsed fields: form and multipart as strings (files summarised), JSON as sent. */
  body: unknown;
  headers: IncomingHttpHeaders;
  at: string;
}

/** Everything one sandbox instance holds; each test file starts its own. */
export interface Runtime {
  state: State;
  scenarios: Scenarios;
  requests: LoggedRequest[];
  /** What the field-report collector received (fieldCollector.ts). */
  field: FieldStore;
}

export function createRuntime(): Runtime {
  return { state: createState(), scenarios: createScenarios(), requests: [], field: createFieldStore() };
}

function smsReport(entries: SmsEntry[]) {
  const latest = (kind: SmsEntry['kind']) =>
    Object.fromEntries(entries.filter((e) => e.kind === kind).map((e) => [e.key, { code: e.code, at: e.at }]));
  return { byOrder: latest('repayment'), byPhone: latest('register'), log: entries };
}

function stateReport(state: State) {
  return {
    orders: [...state.orders.values()].map((o) => ({
      orderId: o.orderId,
      productId: o.productId,
      orderStatus: o.orderStatus,
      repayment: state.repayments.get(o.orderId) ?? null,
    })),
    complaints: [...state.complaints.values()],
    uploads: [...state.files.keys()],
    registeredPhones: [...state.registeredPhones],
    registrations: state.registrations,
    scores: state.scores,
  };
}

const notFound = (): Reply => json({ error: 'unknown control endpoint; see sandbox/README.md' }, 404);

/**
 * The control API (JSON): requests, reset, scenario, sms, captcha, state, field, health. Documented in
 * sandbox/README.md; `body` is the parsed JSON body, undefined when absent or not JSON.
 */
export function handleControl(runtime: Runtime, method: string, path: string, query: URLSearchParams, body: unknown): Reply {
  const endpoint = `${method} ${path.slice(CONTROL_PREFIX.length)}`;
  switch (endpoint) {
    case 'GET /health':
      return json({ ok: true });
    case 'GET /requests': {
      const route = query.get('path');
      const wanted = route === null ? null : rulePath(route);
      return json(wanted === null ? runtime.requests : runtime.requests.filter((r) => r.route === wanted));
    }
    case 'POST /reset':
      // Field reports stay: they tell of the pages over a session, whatever state the seed is put back in between.
      Object.assign(runtime, { ...createRuntime(), field: runtime.field });
      return json({ ok: true });
    case 'GET /scenario':
      return json(runtime.scenarios);
    case 'POST /scenario': {
      const error = applyScenarioRequest(runtime.scenarios, body);
      return error ? json({ error }, 400) : json({ ok: true, scenarios: runtime.scenarios });
    }
    case 'GET /sms':
      return json(smsReport(runtime.state.sms));
    case 'GET /captcha': {
      const sid = query.get('sid') ?? '';
      const code = runtime.state.captchas.get(sid);
      return code ? json({ sid, code }) : json({ error: `no captcha drawn for sid '${sid}'` }, 404);
    }
    case 'GET /state':
      return json(stateReport(runtime.state));
    case 'GET /field':
      return json(runtime.field);
    case 'POST /field/clear':
      runtime.field = createFieldStore();
      return json({ ok: true });
    default:
      return notFound();
  }
}
