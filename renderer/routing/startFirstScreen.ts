import type { CompiledScreen, CompiledShared, ExprSource } from '../config.ts';
import { evaluate, type ExpressionFunctions } from '../expr/evaluate.ts';
import type { Language } from '../runtime/language.ts';
import type { ApiService } from '../runtime/services.ts';
import { entryCallKey, type EntryCalls } from '../screen/entryCalls.ts';
import { currentRoute, currentSearch, routePattern } from './appLocation.ts';

type ScreenLoaders = Readonly<Record<string, () => Promise<{ default: CompiledScreen }>>>;

/** Loaders that fetch each screen's chunk once: boot and the screen's first mount share the request; a failure can be retried. */
export function loadOnce(loaders: ScreenLoaders): ScreenLoaders {
  const pending = new Map<string, Promise<{ default: CompiledScreen }>>();
  return Object.fromEntries(
    Object.entries(loaders).map(([id, load]) => [
      id,
      () => {
        let module = pending.get(id);
        if (!module) {
          module = load();
          pending.set(id, module);
          module.catch(() => pending.delete(id));
        }
        return module;
      },
    ]),
  );
}

export interface FirstScreenOptions {
  shared: CompiledShared;
  loadScreen: ScreenLoaders;
  language: Language;
  functions: ExpressionFunctions;
  api: ApiService;
  entryCalls: EntryCalls;
  report(message: string): void;
}

/**
 * Before React draws anything: finds the screen the URL opens and starts, in parallel, the download of its chunk
 * and the entry data calls it declares (those whose payload reads only the URL and settings). The screen takes
 * both when it mounts, instead of asking one after the other.
 */
export function startFirstScreen(options: FirstScreenOptions): void {
  const { shared, language } = options;
  const here = routePattern(currentRoute());
  const match = shared.routes.find((r) => routePattern(r.route) === here);
  if (!match) return;
  options.loadScreen[match.screen]?.().catch(() => {});
  const query = Object.fromEntries(new URLSearchParams(currentSearch()));
  const lang = { id: language.id, currency: language.currency, name: language.name, type: language.type };
  const scope = { app: shared.app, const: shared.constants, lang, query };
  const value = (source: ExprSource): unknown => {
    if (typeof source !== 'string') return source;
    const ast = shared.exprs[source];
    return ast ? evaluate(ast, scope, options.functions, (m) => options.report(`screen ${match.screen}: ${source}: ${m}`)) : undefined;
  };
  for (const [name, call] of Object.entries(match.entry)) {
    const payload = Object.fromEntries(Object.entries(call.payload).map(([k, v]) => [k, value(v)]));
    void options.entryCalls.take(entryCallKey(match.screen, name, payload), () =>
      options.api.call(call.endpoint, payload, { quiet: true }),
    );
  }
}
