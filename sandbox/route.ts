import { json, type Reply, type UploadedFile } from './http.ts';
import type { PagesRules } from './pagesRules.ts';
import { t, type Lang } from './seed/texts.ts';
import type { State } from './state.ts';

/**
 * The response envelopes, one per client family (docs/product.md, Calls):
 * - `common`: `{code: 0, message, data}` — success when code parses to 0;
 * - `payment`: `{code: '00', message, data}` — success is the string '00';
 * - `wrapped`: `{success, code, message, data}`;
 * - `promotion`: `{code: 0, message, data}`;
 * - `template`: `{code: '00', message, data}` (the channel template call only).
 */
export type Envelope = 'common' | 'payment' | 'wrapped' | 'promotion' | 'template';

const SUCCESS: Record<Envelope, Record<string, unknown>> = {
  common: { code: 0, message: 'ok' },
  payment: { code: '00' },
  wrapped: { success: true, code: 0, message: 'ok' },
  promotion: { code: 0, message: 'ok' },
  template: { code: '00', message: 'ok' },
};

/**
 * A successful answer in the route's envelope. Only the payment server words its success message, in the
 * borrower's language; the others say 'ok'.
 */
export function succeed(envelope: Envelope, data: unknown = null, lang: Lang = 'es'): Reply {
  const message = envelope === 'payment' ? { message: t(lang, 'ok.payment') } : {};
  return json({ ...SUCCESS[envelope], ...message, data });
}

/**
 * A failure in the route's envelope. Payment and template codes travel as strings, as those servers send them;
 * other envelopes keep the code as given (a number, or a string when a test asks for one).
 */
export function refuse(envelope: Envelope, code: number | string, message: string): Reply {
  switch (envelope) {
    case 'payment':
    case 'template':
      return json({ code: String(code), message, data: null });
    case 'wrapped':
      return json({ success: false, code, message, data: null });
    default:
      return json({ code, message, data: null });
  }
}

/** Everything a handler may read about one request. */
export interface Ctx {
  state: State;
  /** The language to answer in, read once per request (see `requestLanguage`). */
  lang: Lang;
  /** Query parameters overlaid by body fields: GET variants carry their payload in the query. */
  input: Record<string, string>;
  files: UploadedFile[];
  /** The body went over the server's limit and was dropped. */
  bodyTooLarge: boolean;
  /** One line to the console unless the sandbox is quiet. */
  log(line: string): void;
  /** Rules read from pages.yaml (the phone pattern), shared with the page. */
  pages: PagesRules;
}

export type Method = 'GET' | 'POST';

/** One endpoint: a row of the flat table the server dispatches on. */
export interface Route {
  methods: readonly Method[];
  /** The endpoint's path without the `/evolved` prefix, e.g. `/user-problem/problem-list`. */
  path: string;
  envelope: Envelope;
  /** Reachable only as `/evolved/w/<base64url(path)>`; the plain path answers 404. */
  wrapped?: boolean;
  handle(ctx: Ctx): Reply | Promise<Reply>;
}
