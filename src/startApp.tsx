import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  RendererApp,
  builtins,
  createEntryCalls,
  createEventBus,
  createToasts,
  languageOf,
  loadOnce,
  startFirstScreen,
  type CompiledScreen,
  type CompiledShared,
  type ExprSource,
} from '../renderer/index.ts';
import { evaluate } from '../renderer/expr/evaluate.ts';
import { createApiService } from './api/index.ts';
import { createBridgeLogStore } from './bridge/createBridgeLogStore.ts';
import { createNativeBridge } from './bridge/createNativeBridge.ts';
import { createWebFallbacks } from './bridge/createWebFallbacks.ts';
import { shouldShowBridgeLog } from './bridge/shouldShowBridgeLog.ts';
import { createExpressionFunctions } from './expressionFunctions.ts';
import { selectLanguage } from './language/selectLanguage.ts';
import { applyColours } from './theme/applyColours.ts';
import { appSchemeOf } from './util/appSchemeOf.ts';

// The bridge log is a developer's panel (?bridgeLog=1): borrowers never download it.
const BridgeLog = lazy(() => import('./bridge/BridgeLog.tsx').then((m) => ({ default: m.BridgeLog })));

/** The person's parameters (§3) and language choice follow them from page to page. */
function carriedQuery(shared: CompiledShared): string[] {
  const { languages, api } = shared;
  return [...api.commonQuery, languages.param, ...(languages.overrideParam ? [languages.overrideParam] : []), 'bridgeLog'];
}

/** Wires the product's services and widgets into the renderer and shows the page. */
export function startApp(
  shared: CompiledShared,
  screens: Record<string, Record<string, () => Promise<{ default: CompiledScreen }>>>,
  root: HTMLElement,
): void {
  const pageQuery = () => new URLSearchParams(window.location.search);
  const language = languageOf(shared.languages, selectLanguage(shared.languages, pageQuery()));
  document.documentElement.lang = language.id;
  applyColours(shared.app.colours, document.documentElement);

  const report = (message: string) => console.warn(`[pages] ${message}`);
  const toasts = createToasts({ defaultMs: shared.constants.toastDefaultMs, minMs: shared.constants.toastMinMs });
  const lang = { id: language.id, currency: language.currency, name: language.name, type: language.type };
  // Settings outside screens (client base paths, codes, texts) are expressions over constants, app and copy.
  const resolve = (source: ExprSource): unknown => {
    if (typeof source !== 'string') return source;
    const ast = shared.exprs[source];
    if (!ast) {
      report(`expression ${JSON.stringify(source)} was not compiled`);
      return undefined;
    }
    const scope = { const: shared.constants, app: shared.app, lang, t: language.texts, query: Object.fromEntries(pageQuery()) };
    return evaluate(ast, scope, builtins, report);
  };
  const api = createApiService({
    api: shared.api,
    endpoints: shared.endpoints,
    resolve,
    pageQuery,
    toast: toasts,
    apiBase: shared.app.apiBase,
    reportProblem: report,
  });
  const bridgeLog = createBridgeLogStore();
  const bridge = createNativeBridge({
    fallbacks: createWebFallbacks({
      navigate: (path) => {
        window.history.pushState(null, '', path);
      },
      back: () => window.history.back(),
      open: (url) => {
        window.location.href = url;
      },
      servicePhone: shared.app.servicePhone,
    }),
    log: (entry) => {
      bridgeLog.add(entry);
      if (import.meta.env.DEV) console.info('[bridge]', entry.action, entry.via, entry.payload);
    },
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
  const loadScreen = loadOnce(
    Object.fromEntries(
      Object.entries(screens).map(([id, byLanguage]) => [id, (byLanguage[language.id] ?? byLanguage[shared.languages.default])!]),
    ),
  );
  const entryCalls = createEntryCalls();
  startFirstScreen({ shared, loadScreen, language, functions, api, entryCalls, report });

  createRoot(root).render(
    <StrictMode>
      <RendererApp
        shared={shared}
        loadScreen={loadScreen}
        entryCalls={entryCalls}
        language={language}
        api={api}
        bridge={bridge}
        toast={toasts}
        toastStore={toasts.store}
        functions={functions}
        bus={createEventBus()}
        report={report}
        allowedPrefixes={appSchemeOf(shared.app.appSchemeUrl)}
        carriedQuery={carriedQuery(shared)}
      />
      {shouldShowBridgeLog(import.meta.env.DEV, new URLSearchParams(window.location.search)) && (
        <Suspense fallback={null}>
          <BridgeLog store={bridgeLog} visible />
        </Suspense>
      )}
    </StrictMode>,
  );
}
