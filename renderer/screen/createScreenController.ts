import { runActions } from '../actions/runActions.ts';
import { type Entry, entryCalls } from '../entry/resolveEntry.ts';
import { entryCallKey } from '../entry/entryCalls.ts';
import { appRoots } from '../expr/appRoots.ts';
import { createEvaluator } from '../expr/createEvaluator.ts';
import { createStore } from '../runtime/createStore.ts';
import type { RendererRuntime } from '../runtime/RendererContext.ts';
import type { CallResult } from '../runtime/services.ts';
import { checkAnswer, refusalTold } from './checkAnswer.ts';
import type { CompiledScreen } from './CompiledScreen.ts';
import { fieldDefaults } from './fieldDefaults.ts';
import { noForm } from './noForm.ts';
import type { ScreenRuntime, ScreenStatus, ScreenValues } from './ScreenRuntime.ts';
import { screenMoments } from './screenMoments.ts';

/** A screen waiting for its entry data, as the page's document draws every screen that has some. */
export const LOADING: ScreenStatus = { phase: 'loading', message: '', loaded: [] };
const READY: ScreenStatus = { phase: 'ready', message: '', loaded: [] };

/** One open screen, made once per visit: its state, data, form and actions, and its entry data loading. */
export interface ScreenController extends ScreenRuntime {
  /**
   * Starts what the screen does while it is on the page (an effect): takes its entry calls (the boot's, or its
   * own), then sends its background sources. Returns the stop, which cancels what it started; starting again takes
   * the same calls, so none is sent twice (StrictMode, a quick back and forth).
   */
  start(): () => void;
  /** Once the screen is drawn with its data (its fields exist): the entry sources' onLoad, then the screen's onEnter. */
  enter(): void;
  /** Loads the entry data again after a failure. */
  retry(): void;
}

/**
 * Makes the controller of one visit of a screen. Nothing here touches the page or the network: the screen's state,
 * its form (made now, so its fields take typing before the data is in) and, when the boot's calls have already come
 * back, its data, so it draws at once with its content.
 */
export function createScreenController(entry: Entry, compiled: CompiledScreen, runtime: RendererRuntime): ScreenController {
  const id = entry.screen ?? '';
  const { screen, exprs } = compiled;
  const { shared, language } = runtime;
  const kit = compiled.parts.form ?? noForm;
  const store = createStore<ScreenValues>({ state: {}, data: {}, modals: [] });
  const status = createStore<ScreenStatus>(LOADING);
  const roots = appRoots(shared, language, entry.query, compiled);
  let form = noForm.create([], () => undefined);
  const evaluate = createEvaluator({
    exprs: [exprs, shared.exprs],
    roots: () => {
      const { state, data } = store.get();
      return { ...roots, state, data, form: form.values() };
    },
    functions: runtime.functions,
    report: (message) => runtime.report(`screen ${id}: ${message}`),
  });
  const moments = screenMoments(compiled, runtime.momentFunctions);
  // The calls the boot may have started, by source: worked out by the same function from the same declaration.
  const planned = new Map(entryCalls(entry, compiled.entry, shared).map((call) => [call.source, call]));
  type Source = NonNullable<typeof screen.data>[string];
  const waited = Object.entries(screen.data ?? {}).filter(([name]) => moments.entry.has(name));
  const initialState = () => Object.fromEntries(Object.entries(screen.state ?? {}).map(([k, v]) => [k, evaluate(v)]));
  const callOf = (name: string, source: Source) => {
    const known = planned.get(name);
    if (known) return known;
    const payload = Object.fromEntries(Object.entries(source.payload ?? {}).map(([k, v]) => [k, evaluate(v)]));
    return { source: name, endpoint: source.endpoint, payload, key: entryCallKey(id, name, payload) };
  };
  /** An answer as the screen may use it: one whose data does not fit its declared answer is a failed load. */
  const usable = (endpoint: string, result: CallResult, report = refusalTold(runtime, id, endpoint)) =>
    checkAnswer(result, endpoint, compiled.parts.answers, runtime.ui('loadFailed'), report);

  let controller = new AbortController();
  let backgroundSent = false;
  /** Entry keys whose answers the screen drew from and has not yet marked used. */
  let adopted: string[] = [];
  /** Entry sources whose answer is in and whose onLoad waits for the screen to be drawn. */
  let loaded: { source: Source; result: CallResult }[] = [];

  const sendBackground = () => {
    if (backgroundSent) return;
    backgroundSent = true;
    for (const name of compiled.background) void load(name, {}, false);
  };
  /** The data is in: the fields that declare their value from it take that value, unless the person has changed them. */
  const dataIn = (data: Record<string, unknown>, names: string[]) => {
    store.set((v) => ({ ...v, data: { ...v.data, ...data } }));
    form.redeclare(fieldDefaults(screen.blocks, (source) => evaluate(source)));
    status.set({ phase: 'ready', message: '', loaded: names });
  };

  const self: ScreenController = {
    id,
    screen,
    exprs,
    documents: compiled.documents,
    query: entry.query,
    store,
    status,
    // What the document drew: a screen that waits for no data is drawn whole there.
    documentStatus: waited.length === 0 ? READY : LOADING,
    moments,
    get form() {
      return form;
    },
    useFields: (names) => kit.useWatch(form, names),
    parts: compiled.parts,
    get signal() {
      return controller.signal;
    },
    inFlight: new Set(),
    evaluate,
    run: (actions, locals = {}) => runActions(actions, compiled.parts.actions, self, runtime, locals),
    async reload(source, extra = {}) {
      const outcome = await load(source, extra, false);
      return outcome.ok;
    },
    start() {
      controller = new AbortController();
      const signal = controller.signal;
      if (status.get().phase === 'ready') {
        // Drawn from answers that were in when the screen was made: they are used, once this mount stays.
        queueMicrotask(() => {
          if (signal.aborted) return;
          for (const key of adopted) runtime.entryCalls.used(key);
          adopted = [];
          sendBackground();
        });
      } else if (status.get().phase === 'loading') loadAll(signal);
      return () => controller.abort();
    },
    enter() {
      const signal = controller.signal;
      // Taken only by an entry that stays: StrictMode's trial mount is undone before this runs.
      queueMicrotask(() => {
        if (signal.aborted) return;
        const sources = loaded;
        loaded = [];
        for (const { source, result } of sources) if (source.onLoad) void self.run(source.onLoad, { result });
        void self.run(screen.onEnter);
      });
    },
    retry() {
      store.set((v) => ({ ...v, state: initialState() }));
      status.set(LOADING);
      loadAll(controller.signal);
    },
  };

  /** Every entry source, at once; the first required one that fails fails the screen. */
  function loadAll(signal: AbortSignal): void {
    sendBackground();
    loaded = [];
    void Promise.all(waited.map(([name]) => load(name, {}, true))).then((outcomes) => {
      if (signal.aborted) return;
      const failed = outcomes.find((o, i) => !o.ok && !waited[i]![1].optional);
      if (failed) status.set({ phase: 'failed', message: failed.message, loaded: [] });
      else
        dataIn(
          {},
          waited.map(([name]) => name),
        );
    });
  }

  /** Loads one source; on entry failures are shown by the screen, later ones as a toast. */
  async function load(name: string, extra: Record<string, unknown>, entering: boolean): Promise<{ ok: boolean; message: string }> {
    const source = screen.data?.[name];
    if (!source) {
      runtime.report(`screen ${id}: no data source ${name}`);
      return { ok: false, message: runtime.ui('loadFailed') };
    }
    const signal = controller.signal;
    const call = callOf(name, source);
    const send = () => runtime.api.call(source.endpoint, { ...call.payload, ...extra }, { quiet: entering });
    // On entry the call may already be in flight (started at boot, or by a mount React undid): take that one.
    const result = usable(source.endpoint, entering ? await runtime.entryCalls.take(call.key, send) : await send());
    if (signal.aborted) return { ok: false, message: '' };
    if (entering) runtime.entryCalls.used(call.key);
    if (!result.success) return { ok: false, message: result.message || runtime.ui('loadFailed') };
    store.set((v) => ({ ...v, data: { ...v.data, [name]: result.data } }));
    if (entering) loaded.push({ source, result });
    else if (source.onLoad) await self.run(source.onLoad, { result });
    return { ok: true, message: '' };
  }

  // Made now, from what is known: the address, the settings, the state; data-fed fields follow when it is in.
  store.set((v) => ({ ...v, state: initialState() }));
  form = kit.create(screen.blocks, (source) => evaluate(source));
  // The first screen's data often came back while its code was loading: then it opens with its content.
  const answers = waited.map(([name, source]) => {
    const call = callOf(name, source);
    const answer = runtime.entryCalls.answered(call.key);
    // Said once, by the load that asks again when this one does not draw.
    return { name, source, key: call.key, result: answer && usable(source.endpoint, answer, () => {}) };
  });
  if (answers.every(({ source, result }) => result && (result.success || source.optional))) {
    adopted = answers.map(({ key }) => key);
    loaded = answers.flatMap(({ source, result }) => (result?.success ? [{ source, result }] : []));
    dataIn(
      Object.fromEntries(answers.flatMap(({ name, result }) => (result?.success ? [[name, result.data]] : []))),
      answers.map(({ name }) => name),
    );
  }
  return self;
}
