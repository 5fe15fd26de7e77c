import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { CompiledShared } from '../config.ts';
import { createEntryCalls } from '../entry/entryCalls.ts';
import { resolveEntry } from '../entry/resolveEntry.ts';
import type { ExpressionFunctions } from '../expr/evaluate.ts';
import { RendererApp } from '../RendererApp.tsx';
import type { ScreenChunks } from '../routing/screenChunks.ts';
import { createEventBus } from '../runtime/events.ts';
import { languageOf } from '../runtime/language.ts';
import type { ApiService, CallResult } from '../runtime/services.ts';
import type { CompiledScreen } from '../screen/CompiledScreen.ts';
import { createToasts } from '../toasts/createToasts.ts';

export interface ScreenDocument {
  shared: CompiledShared;
  /** The route the document is for, and its screen's chunk in `language`. */
  route: string;
  compiled: CompiledScreen;
  language: string;
  /** The app's expression functions, and those of them that read the clock or the device (never drawn here). */
  functions: ExpressionFunctions;
  momentFunctions: readonly string[];
  /** The app's tree around the renderer, the same the browser takes the drawing over with. */
  wrap?: (app: ReactElement) => ReactElement;
}

/** No call is made while a document is drawn (effects do not run): an API that would never answer. */
const NO_API: ApiService = {
  call: () => new Promise<CallResult>(() => {}),
  upload: () => new Promise<CallResult>(() => {}),
  url: () => '',
};

/**
 * A route's first screen drawn as its document's markup, in one language, by the same components the browser takes
 * it over with (hydration): what reads the screen's data, the address, the clock or the device is drawn as a
 * placeholder of its size, everything else as it will be. Runs in Node, at build time and in tests. Returns the
 * markup and what the drawing reported, for the build to show.
 */
export function renderScreen(document: ScreenDocument): { html: string; problems: string[] } {
  const { shared, compiled, language } = document;
  const entry = { ...resolveEntry({ route: document.route, search: '' }, shared), language };
  const id = entry.screen;
  if (!id) throw new Error(`no screen has route ${document.route}`);
  const screens: ScreenChunks = {
    load: async () => compiled,
    loaded: (screen) => (screen === id ? compiled : undefined),
    onHung: () => () => {},
  };
  const toasts = createToasts({ defaultMs: shared.constants.toastDefaultMs, minMs: shared.constants.toastMinMs });
  const problems: string[] = [];
  const app = (
    <RendererApp
      shared={shared}
      entry={entry}
      screens={screens}
      entryCalls={createEntryCalls()}
      language={languageOf(shared.languages, language)}
      api={NO_API}
      bridge={{ send: () => {} }}
      toast={toasts}
      toastStore={toasts.store}
      functions={document.functions}
      momentFunctions={document.momentFunctions}
      bus={createEventBus()}
      report={(message) => problems.push(message)}
    />
  );
  return { html: renderToString(document.wrap ? document.wrap(app) : app), problems };
}
