import { useEffect, useMemo } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { FirstScreenMoments } from './document/takeOver.ts';
import { browserAddress, hrefFor, routeOfPattern, routePattern } from './entry/pageAddress.ts';
import { type Entry, resolveEntry } from './entry/resolveEntry.ts';
import { routeParser } from './entry/routeAt.ts';
import { createEntryCalls, type EntryCalls } from './entry/entryCalls.ts';
import { RendererContext, type RendererRuntime } from './runtime/RendererContext.ts';
import type { Store } from './runtime/createStore.ts';
import { useAppLocation, useAppSearch } from './routing/appLocation.ts';
import { ScreenLoader } from './routing/ScreenLoader.tsx';
import type { ScreenChunks } from './routing/screenChunks.ts';
import { screenVisits } from './routing/screenVisits.ts';
import { type PageWatch, UNWATCHED } from './runtime/pageWatch.ts';
import { ScreenMessage } from './screen/ScreenMessage.tsx';
import { ToastHost } from './toasts/ToastHost.tsx';
import type { ToastItem } from './toasts/createToasts.ts';

export type RendererOptions = Omit<
  RendererRuntime,
  'ui' | 'navigate' | 'report' | 'allowedPrefixes' | 'entryCalls' | 'momentFunctions' | 'origin' | 'firstScreenSettled' | 'watch' | 'visit'
> & {
  /** Told when React first has the page (`drawn`), and once the first screen is ready or has failed (`settled`):
      the page then plays the taps it kept. */
  firstScreen?: FirstScreenMoments;
  /** What the page's address opens, as the boot (or the build, for the document) read it: the first screen. */
  entry: Entry;
  /** The screens' chunks, fetched on first visit. */
  screens: ScreenChunks;
  /** The calls the boot began; without them each screen starts its own. */
  entryCalls?: EntryCalls;
  toastStore: Store<ToastItem[]>;
  report?: (message: string) => void;
  allowedPrefixes?: readonly string[];
  /** The app's expression functions that read the clock or the device: the page's document never draws them. */
  momentFunctions?: readonly string[];
  /** The page's origin; none while the build draws a document. */
  origin?: string;
  /** Query parameters every navigation keeps (who the person is, their language), unless it sets them itself. */
  carriedQuery?: readonly string[];
  /** Told each screen's moments and what went wrong, for the app's reports from the field; unwatched without. */
  watch?: PageWatch;
};

/**
 * The whole app drawn from the compiled pages.yaml: routes, screens and toasts. The same tree draws a page's
 * document at build time and takes it over in the browser; its router reads the address of `entry` until the page
 * runs.
 */
export function RendererApp(options: RendererOptions) {
  const runtime = useMemo<RendererRuntime>(() => {
    const routes = new Map(options.shared.routes.map((r) => [r.screen, r.route]));
    let settled = false;
    const watch = options.watch ?? UNWATCHED;
    return {
      ...options,
      allowedPrefixes: options.allowedPrefixes ?? [],
      entryCalls: options.entryCalls ?? createEntryCalls(),
      momentFunctions: options.momentFunctions ?? [],
      origin: options.origin,
      ui: (key) => options.language.texts.ui?.[key] ?? key,
      navigate(screen, query, replace) {
        const route = routes.get(screen);
        if (!route) {
          (options.report ?? console.warn)(`navigate: no screen ${screen}`);
          return;
        }
        const current = new URLSearchParams(browserAddress().search);
        const carried: Record<string, string> = {};
        for (const key of options.carriedQuery ?? []) {
          const value = current.get(key);
          if (value !== null) carried[key] = value;
        }
        navigate(hrefFor(route, { ...carried, ...query }, window.location.pathname), { replace });
        window.scrollTo(0, 0);
      },
      report: options.report ?? ((message) => console.warn(`[renderer] ${message}`)),
      watch,
      visit: screenVisits(watch).visit,
      firstScreenSettled(ready) {
        if (settled) return;
        settled = true;
        options.firstScreen?.settled(ready);
      },
    };
  }, [options]);
  const { firstScreen } = options;
  useEffect(() => firstScreen?.drawn(), [firstScreen]);
  const { address } = options.entry;
  return (
    <RendererContext.Provider value={runtime}>
      <Router
        hook={useAppLocation}
        searchHook={useAppSearch}
        parser={routeParser}
        ssrPath={routePattern(address.route)}
        ssrSearch={address.search}
      >
        <Routes runtime={runtime} screens={options.screens} first={options.entry} />
      </Router>
      <ToastHost store={options.toastStore} />
    </RendererContext.Provider>
  );
}

/** The screen the address opens: the first one as the boot resolved it, every other as the router finds it. */
function Routes({ runtime, screens, first }: { runtime: RendererRuntime; screens: ScreenChunks; first: Entry }) {
  const [location] = useLocation();
  const search = useSearch();
  const entry = useMemo(() => {
    const address = { route: routeOfPattern(location), search };
    const same = address.route === first.address.route && address.search === first.address.search;
    return same ? first : resolveEntry(address, runtime.shared);
  }, [location, search, first, runtime.shared]);
  if (entry.screen === undefined)
    return (
      <main ref={() => runtime.firstScreenSettled(false)}>
        <ScreenMessage
          kind="error"
          text={runtime.ui('notFound')}
          action={runtime.ui('goHome')}
          onAction={() => runtime.navigate(resolveEntry({ route: '/', search: '' }, runtime.shared).screen ?? '', {}, false)}
        />
      </main>
    );
  return <ScreenLoader key={entry.key} entry={entry} id={entry.screen} screens={screens} pageEntry={entry === first} />;
}
