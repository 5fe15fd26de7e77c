import { useMemo } from 'react';
import { Route, Router, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { RendererContext, type RendererRuntime } from './runtime/RendererContext.ts';
import type { Store } from './runtime/createStore.ts';
import { useAppLocation, useAppSearch } from './routing/appLocation.ts';
import { currentSearch, hrefFor, routePattern } from './routing/pageAddress.ts';
import { routeAt, routeParser } from './routing/routeAt.ts';
import { ScreenLoader } from './routing/ScreenLoader.tsx';
import type { ScreenChunks } from './routing/screenChunks.ts';
import { createEntryCalls, type EntryCalls } from './screen/entryCalls.ts';
import { ScreenMessage } from './screen/ScreenMessage.tsx';
import { ToastHost } from './toasts/ToastHost.tsx';
import type { ToastItem } from './toasts/createToasts.ts';

export type RendererOptions = Omit<RendererRuntime, 'ui' | 'navigate' | 'report' | 'allowedPrefixes' | 'entryCalls'> & {
  /** The screens' chunks, fetched on first visit. */
  screens: ScreenChunks;
  /** The calls startFirstScreen began; without them each screen starts its own. */
  entryCalls?: EntryCalls;
  toastStore: Store<ToastItem[]>;
  report?: (message: string) => void;
  allowedPrefixes?: readonly string[];
  /** Query parameters every navigation keeps (who the person is, their language), unless it sets them itself. */
  carriedQuery?: readonly string[];
};

/** The whole app drawn from the compiled pages.yaml: routes, screens and toasts. */
export function RendererApp(options: RendererOptions) {
  const runtime = useMemo<RendererRuntime>(() => {
    const routes = new Map(options.shared.routes.map((r) => [r.screen, r.route]));
    return {
      ...options,
      allowedPrefixes: options.allowedPrefixes ?? [],
      entryCalls: options.entryCalls ?? createEntryCalls(),
      ui: (key) => options.language.texts.ui?.[key] ?? key,
      navigate(screen, query, replace) {
        const route = routes.get(screen);
        if (!route) {
          (options.report ?? console.warn)(`navigate: no screen ${screen}`);
          return;
        }
        const current = new URLSearchParams(currentSearch());
        const carried: Record<string, string> = {};
        for (const key of options.carriedQuery ?? []) {
          const value = current.get(key);
          if (value !== null) carried[key] = value;
        }
        navigate(hrefFor(route, { ...carried, ...query }), { replace });
        window.scrollTo(0, 0);
      },
      report: options.report ?? ((message) => console.warn(`[renderer] ${message}`)),
    };
  }, [options]);
  return (
    <RendererContext.Provider value={runtime}>
      <Router hook={useAppLocation} searchHook={useAppSearch} parser={routeParser}>
        <Routes runtime={runtime} screens={options.screens} />
      </Router>
      <ToastHost store={options.toastStore} />
    </RendererContext.Provider>
  );
}

function Routes({ runtime, screens }: { runtime: RendererRuntime; screens: ScreenChunks }) {
  const search = useAppSearch();
  return (
    <Switch>
      {runtime.shared.routes.map(({ screen, route }) => (
        <Route key={screen} path={routePattern(route)}>
          <ScreenLoader id={screen} search={search} screens={screens} />
        </Route>
      ))}
      <Route>
        <main>
          <ScreenMessage
            kind="error"
            text={runtime.ui('notFound')}
            action={runtime.ui('goHome')}
            onAction={() => runtime.navigate(routeAt(runtime.shared.routes, '/')?.screen ?? '', {}, false)}
          />
        </main>
      </Route>
    </Switch>
  );
}
