import { builtins } from '../../renderer/expr/builtins.ts';
import { createEntryCalls } from '../../renderer/entry/entryCalls.ts';
import { createEventBus } from '../../renderer/runtime/events.ts';
import { languageOf } from '../../renderer/runtime/language.ts';
import type { PageProblems } from '../../renderer/runtime/pageWatch.ts';
import type { RendererRuntime } from '../../renderer/runtime/RendererContext.ts';
import { screenVisits } from '../../renderer/routing/screenVisits.ts';
import type { ApiService, CallResult } from '../../renderer/runtime/services.ts';
import { momentFunctionNames } from '../../src/expressionFunctionNames.ts';
import { createExpressionFunctions } from '../../src/expressionFunctions.ts';
import { compiledPages } from './compiledPages.ts';

/** One call a screen made through the fake API. */
export interface MadeCall {
  endpoint: string;
  payload: Record<string, unknown>;
}

/**
 * The app around a screen, in Node: the real shared config, language and expression functions, a bus and an entry
 * call store; the API answers each call with `answer` (by endpoint) and records it; navigation, toasts, reports
 * and what the watch is told went wrong are recorded too. A clock stopped at `now`.
 */
export function screenRuntime(
  language: string,
  answer: (call: MadeCall) => CallResult | Promise<CallResult>,
  now = Date.UTC(2025, 5, 15, 18),
): {
  runtime: RendererRuntime;
  calls: MadeCall[];
  navigations: unknown[][];
  toasts: string[];
  reports: string[];
  /** What the runtime's watch was told went wrong: [kind, details]. */
  problems: [keyof PageProblems, unknown][];
} {
  // Navigations and the app shell's messages, in order: ['screen', query, replace] or ['native', action].
  const { shared } = compiledPages();
  const calls: MadeCall[] = [];
  const navigations: unknown[][] = [];
  const toasts: string[] = [];
  const reports: string[] = [];
  const problems: [keyof PageProblems, unknown][] = [];
  const watch: RendererRuntime['watch'] = { moment: () => {}, problem: (kind, details) => void problems.push([kind, details]) };
  const lang = languageOf(shared.languages, language);
  const api: ApiService = {
    call: async (endpoint, payload) => {
      const call = { endpoint, payload };
      calls.push(call);
      return answer(call);
    },
    upload: async () => refused('no uploads here'),
    url: (endpoint) => `/evolved/${endpoint}`,
  };
  const runtime: RendererRuntime = {
    shared,
    language: lang,
    api,
    bridge: { send: (action) => navigations.push(['native', action]) },
    toast: {
      show: (text) => {
        toasts.push(text);
        return toasts.length;
      },
      hide: () => {},
    },
    functions: {
      ...builtins,
      ...createExpressionFunctions({
        constants: shared.constants,
        currency: () => lang.currency,
        api,
        now: () => now,
        userAgent: () => 'node',
      }),
    },
    bus: createEventBus(),
    entryCalls: createEntryCalls(),
    allowedPrefixes: [],
    momentFunctions: momentFunctionNames,
    origin: 'http://app.test',
    ui: (key) => lang.texts.ui?.[key] ?? key,
    navigate: (...args) => {
      navigations.push(args);
    },
    report: (message) => {
      reports.push(message);
    },
    firstScreenSettled: () => {},
    watch,
    visit: screenVisits(watch).visit,
  };
  return { runtime, calls, navigations, toasts, reports, problems };
}

/** A success answer carrying `data`, as the API clients give it. */
export const answered = (data: unknown): CallResult => ({ success: true, code: 0, message: 'ok', data, raw: { code: 0, data } });

/** A failed answer with the server's message. */
export const refused = (message: string): CallResult => ({ success: false, code: 1, message, data: null, raw: null });
