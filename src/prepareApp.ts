import {
  appRoots,
  browserAddress,
  builtins,
  type CompiledScreen,
  type CompiledShared,
  createEntryCalls,
  createEvaluator,
  createEventBus,
  createToasts,
  entryCalls,
  languageOf,
  leaveStaleModalEntries,
  readFirstScreen,
  readScreenFiles,
  resolveEntry,
  screenChunks,
  type ScreenChunks,
  type ScreenModules,
} from '../renderer/start.ts';
import type { Endpoint } from '../schemas/types.ts';
import { createApiService } from './api/index.ts';
import type { FieldReports } from './field/types.ts';
import { momentFunctionNames } from './expressionFunctionNames.ts';
import { createExpressionFunctions } from './expressionFunctions.ts';
import { appSchemeOf } from './util/appSchemeOf.ts';

export type PreparedApp = ReturnType<typeof prepareApp>;

/** The person's parameters and language choice follow them from page to page. */
function carriedQuery(shared: CompiledShared): string[] {
  const { languages, api } = shared;
  return [...api.commonQuery, languages.param, ...(languages.overrideParam ? [languages.overrideParam] : []), 'bridgeLog'];
}

/**
 * Reads the page's address once (resolveEntry), wires the product's services for the renderer and starts the first
 * screen's code and its entry data calls. Nothing here needs React, so it runs before React's code is evaluated,
 * and the first screen's requests start that much sooner. `table` imports the table of every screen's chunk, which a
 * first load does without when its document names the screen's chunk. `reports` hears of the calls and chunks that
 * failed or hung, and through the renderer's watch of each screen's moments and what else went wrong.
 */
export function prepareApp(shared: CompiledShared, table: () => Promise<ScreenModules>, reports: FieldReports) {
  leaveStaleModalEntries();
  const entry = resolveEntry(browserAddress(), shared);
  const pageQuery = () => new URLSearchParams(window.location.search);
  const language = languageOf(shared.languages, entry.language);
  // Only if it differs: setting it, even to the value it has, restyles and lays out the whole drawn page.
  if (document.documentElement.lang !== language.id) document.documentElement.lang = language.id;

  const report = (message: string) => console.warn(`[pages] ${message}`);
  const toasts = createToasts({ defaultMs: shared.constants.toastDefaultMs, minMs: shared.constants.toastMinMs });
  // Settings outside screens (client base paths, codes, texts) are expressions over constants, app, copy and the
  // query, read at each call as the page moves.
  const roots = appRoots(shared, language, {});
  const resolve = createEvaluator({
    exprs: [shared.exprs],
    roots: () => ({ ...roots, query: Object.fromEntries(pageQuery()) }),
    functions: builtins,
    report,
  });
  // The endpoints the app knows, learnt from what the page's document says of its screen and from each screen's
  // chunk as it arrives: the entry carries no screen's.
  const first = readFirstScreen();
  const endpoints: Record<string, Endpoint> = { ...first?.endpoints };
  const api = createApiService({
    api: shared.api,
    endpoints,
    resolve,
    pageQuery,
    toast: toasts,
    apiBase: shared.app.apiBase,
    reportProblem: report,
    callTrouble: (endpoint, outcome, status) => reports.problem('call', { endpoint, outcome, ...(status === undefined ? {} : { status }) }),
  });
  const functions = {
    ...builtins,
    ...createExpressionFunctions({
      constants: shared.constants,
      currency: () => language.currency,
      api,
      now: () => Date.now(),
      userAgent: () => navigator.userAgent,
    }),
  };

  // Only the page's language: each screen's chunk holds its copy and documents in one language.
  const inLanguage = <T>(byLanguage: Readonly<Record<string, T>> | undefined) =>
    byLanguage?.[language.id] ?? byLanguage?.[shared.languages.default];
  let tableLoad: Promise<ScreenModules> | undefined;
  const screensTable = () =>
    (tableLoad ??= table().catch((error: unknown) => {
      tableLoad = undefined;
      throw error;
    }));
  const fromTable = (id: string) =>
    screensTable().then((modules) => {
      const load = inLanguage(modules[id]);
      if (!load) throw new Error(`no screen ${id}`);
      return load();
    });
  // The screens the page's document can open come from the files it names: no table before the first draw.
  const files = readScreenFiles();
  const screens = screenChunks(
    (id) => {
      const file = inLanguage(files[id]);
      const chunk = file ? import(/* @vite-ignore */ `/${file}`) : fromTable(id);
      return chunk.then((module: { default: CompiledScreen }) => {
        Object.assign(endpoints, module.default.endpoints);
        return module;
      });
    },
    shared.constants.screenCodeTimeoutMs,
    { trouble: (chunk, outcome) => reports.problem('chunk', { chunk, outcome }) },
  );
  // The first screen's chunk and its entry calls, at once and side by side: the screen takes both when it draws.
  const calls = createEntryCalls();
  for (const call of entryCalls(entry, first, shared))
    void calls.take(call.key, () => api.call(call.endpoint, call.payload, { quiet: true }));
  const firstScreen = entry.screen === undefined ? Promise.resolve(false) : codeOf(screens, entry.screen);

  return {
    options: {
      shared,
      entry,
      screens,
      entryCalls: calls,
      momentFunctions: momentFunctionNames,
      origin: window.location.origin,
      language,
      api,
      toast: toasts,
      toastStore: toasts.store,
      functions,
      bus: createEventBus(),
      report,
      allowedPrefixes: appSchemeOf(shared.app.appSchemeUrl),
      carriedQuery: carriedQuery(shared),
      watch: reports,
    },
    reports,
    /** Settles when the first screen's code has arrived (true), failed or hung (false). */
    firstScreen,
    /** Fetches the table of screens ahead, so that a tap on a link does not wait for it. */
    warmScreens: () => void screensTable().catch(() => {}),
  };
}

/**
 * Settles once the screen's chunk has arrived (true) or failed, or its request has hung (false): the page can then
 * draw it, or say so.
 */
function codeOf(screens: ScreenChunks, id: string): Promise<boolean> {
  return new Promise<boolean>((settle) => {
    screens.load(id).then(
      () => settle(true),
      () => settle(false),
    );
    screens.onHung(id, () => settle(false));
  });
}
