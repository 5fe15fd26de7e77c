import type { CompiledShared, FirstScreen } from '../config.ts';
import { createEvaluator } from '../expr/createEvaluator.ts';
import type { ExpressionFunctions } from '../expr/evaluate.ts';
import type { Language } from '../runtime/language.ts';
import { appRoots } from '../expr/appRoots.ts';
import type { ApiService } from '../runtime/services.ts';
import { entryCallKey, type EntryCalls } from '../screen/entryCalls.ts';
import { currentRoute, currentSearch, routePattern } from './pageAddress.ts';
import { routeAt } from './routeAt.ts';
import type { ScreenChunks } from './screenChunks.ts';

export interface FirstScreenOptions {
  shared: CompiledShared;
  /** What the page's document says of its screen (readFirstScreen), if anything. */
  first: FirstScreen | undefined;
  screens: ScreenChunks;
  language: Language;
  functions: ExpressionFunctions;
  api: ApiService;
  entryCalls: EntryCalls;
  report(message: string): void;
}

/**
 * Before React draws anything: finds the screen the URL opens and starts, in parallel, the download of its chunk
 * and the entry data calls its document declares (those whose payload reads only the URL and settings; a hash
 * route's screen, on its page's document, starts its calls when it mounts). The screen takes
 * both when it mounts, instead of asking one after the other. Settles when the chunk has arrived or failed, so
 * the app can draw the screen at once, with its content when the data came back first; or when the chunk's
 * request has hung, so the screen can say so.
 */
export function startFirstScreen(options: FirstScreenOptions): Promise<void> {
  const { shared, language } = options;
  const match = routeAt(shared.routes, routePattern(currentRoute()));
  if (!match) return Promise.resolve();
  const chunk = new Promise<void>((settle) => {
    options.screens.load(match.screen).then(
      () => settle(),
      () => settle(),
    );
    options.screens.onHung(match.screen, settle);
  });
  const query = Object.fromEntries(new URLSearchParams(currentSearch()));
  const first = options.first?.screen === match.screen ? options.first : undefined;
  const roots = appRoots(shared, language, query, first);
  const value = createEvaluator({
    exprs: first ? [first.exprs] : [],
    roots: () => roots,
    functions: options.functions,
    report: (message) => options.report(`screen ${match.screen}: ${message}`),
  });
  for (const [name, call] of Object.entries(first?.calls ?? {})) {
    const payload = Object.fromEntries(Object.entries(call.payload).map(([k, v]) => [k, value(v)]));
    void options.entryCalls.take(entryCallKey(match.screen, name, payload), () =>
      options.api.call(call.endpoint, payload, { quiet: true }),
    );
  }
  return chunk;
}
