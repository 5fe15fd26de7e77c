import type { CompiledPages } from '../check/compile.ts';
import { languageOf } from '../../renderer/runtime/language.ts';
import type { Languages } from '../../schemas/types.ts';
import { FLOWS, type FlowContext } from './flows.ts';
import { modalOpeners, type Texts } from './openers.ts';
import type { Shot, Step, Unreached } from './types.ts';
import { variantsOf, type Variant } from './variants.ts';

/** Every picture the atlas takes, and the modals it found no way to open. */
export interface AtlasPlan {
  shots: Shot[];
  unreached: Unreached[];
  screens: { id: string; route: string }[];
}

export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

interface Screen {
  route: string;
  layout?: string;
  data?: Record<string, { endpoint?: string; optional?: boolean }>;
  query?: string[];
}

/**
 * A screen's settings from compiled output: one entry per language today; a single entry in versions from before
 * copy was split by language, which `--since` may compare against.
 */
function screenConfig(entry: unknown): unknown {
  const compiled = entry as Record<string, unknown>;
  if ('screen' in compiled) return compiled.screen;
  return (Object.values(compiled)[0] as { screen?: unknown } | undefined)?.screen;
}

const COPY_REF = /\bt\.([A-Za-z_]\w*)\.([A-Za-z_]\w*)/g;

/** The languages a screen can be seen in: every full pack, and a partial pack (zh) when it has a text the screen uses. */
export function languagesOf(screen: unknown, languages: Languages): string[] {
  const used = new Set([...JSON.stringify(screen).matchAll(COPY_REF)].map((m) => `${m[1]}.${m[2]}`));
  return Object.entries(languages.packs)
    .filter(([, pack]) => {
      if (pack.base === undefined) return true;
      return Object.entries(pack.texts ?? {}).some(([group, entries]) => Object.keys(entries).some((k) => used.has(`${group}.${k}`)));
    })
    .map(([id]) => id);
}

/** The address that opens `route` with `query` in `lang`: the language parameter as pages.yaml says. */
export function pathFor(route: string, query: Record<string, string>, lang: string, languages: Languages): string {
  const params = new URLSearchParams(query);
  const byParam = Object.entries(languages.byParam ?? {}).find(([, id]) => id === lang);
  if (byParam) params.set(languages.param, byParam[0]);
  else if (languages.overrideParam) params.set(languages.overrideParam, lang);
  const search = params.toString() ? `?${params}` : '';
  return route.startsWith('#/') ? `/${search}${route}` : `${route}${search}`;
}

function stepsToOpen(modal: string, openers: ReturnType<typeof modalOpeners>, seen = new Set<string>()): Step[] | string {
  const opener = openers.get(modal);
  if (!opener || opener.kind === 'unknown') return opener?.why ?? 'no action opens it';
  if (opener.kind === 'timed') return [{ do: 'waitModal', modal }];
  if (!opener.within) return opener.steps;
  if (seen.has(opener.within)) return `opened only from inside itself`;
  const before = stepsToOpen(opener.within, openers, new Set([...seen, modal]));
  return typeof before === 'string' ? before : [...before, ...opener.steps];
}

/**
 * Plans the atlas from the compiled pages.yaml and the sandbox seed: for each screen and language, each seed
 * scenario it loads (variants.ts), a failed load, the interactions flows.ts knows, and each modal it declares,
 * opened the way its own actions open it (openers.ts). `only` keeps the screens named.
 */
export function discover(compiled: CompiledPages, languages: Languages, only?: readonly string[]): AtlasPlan {
  const endpoints = compiled.endpoints as Record<string, { path: string }>;
  const payment =
    (compiled.shared.api as { clients?: Record<string, { failureMessages?: Record<string, string> }> }).clients?.payment?.failureMessages ??
    {};
  const shots: Shot[] = [];
  const unreached: Unreached[] = [];
  const screens: AtlasPlan['screens'] = [];
  for (const [id, entry] of Object.entries(compiled.screens)) {
    const raw = screenConfig(entry);
    if (only && !only.includes(id)) continue;
    const screen = raw as Screen;
    screens.push({ id, route: screen.route });
    const variants = variantsOf(screen);
    const first = variants[0]!;
    const widths = screen.route === '/' ? [PHONE_WIDTH, DESKTOP_WIDTH] : [PHONE_WIDTH];
    const required = Object.values(screen.data ?? {}).find((s) => !s.optional && s.endpoint);
    for (const lang of languagesOf(raw, languages)) {
      const texts = languageOf(languages, lang).texts as Texts;
      const openers = modalOpeners(raw, texts);
      const timed = [...openers].filter(([, o]) => o.kind === 'timed').map(([m]) => m);
      const shot = (
        v: Variant | { key: string; label: string; query: Record<string, string> },
        key: string,
        state: string,
        rest: Partial<Shot> = {},
        width = PHONE_WIDTH,
      ): Shot => ({
        id: `${id}.${v.key}.${key}.${lang}${width === PHONE_WIDTH ? '' : `.w${width}`}`,
        screen: id,
        route: screen.route,
        lang,
        width,
        steps: [],
        how: '',
        state,
        path: pathFor(screen.route, v.query, lang, languages),
        ...rest,
      });
      for (const v of variants) {
        for (const width of widths) shots.push(shot(v, 'base', v.label, timed.length ? { timedModals: timed } : {}, width));
      }
      if (required?.endpoint) {
        const path = endpoints[required.endpoint]?.path;
        shots.push(
          shot(first, 'failed', `${first.label}: loading ${required.endpoint} failed (HTTP 500), with Retry`, {
            sandbox: { fail: { path, mode: '500', times: 1 } },
            how: `sandbox rule: ${required.endpoint} answers HTTP 500 once (POST /__sandbox/scenario)`,
          }),
        );
      }
      const context: FlowContext = { texts, paymentFailures: payment, endpoints };
      for (const flow of FLOWS[id]?.(context) ?? []) {
        const start = flow.query
          ? { key: Object.values(flow.query).join('-'), label: flow.state, query: flow.query }
          : flow.on
            ? variants.find(flow.on)
            : first;
        if (!start) continue;
        shots.push(
          shot(start, flow.key, flow.state, { steps: flow.steps, how: flow.how, ...(flow.sandbox ? { sandbox: flow.sandbox } : {}) }),
        );
      }
      for (const [modal, opener] of openers) {
        if (opener.kind === 'timed') continue;
        const steps = stepsToOpen(modal, openers);
        if (typeof steps === 'string') {
          if (lang === languagesOf(raw, languages)[0]) unreached.push({ screen: id, modal, why: steps });
          continue;
        }
        const how = opener.kind === 'steps' ? opener.how : '';
        shots.push({
          ...shot(first, `modal-${modal}`, `modal ${modal}`, { steps, how }),
          id: `${id}.modal-${modal}.${lang}`,
          candidates: variants.map((v) => pathFor(screen.route, v.query, lang, languages)),
        });
      }
    }
  }
  return { shots, unreached, screens };
}
