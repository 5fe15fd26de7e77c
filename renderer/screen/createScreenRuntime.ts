import { runActions } from '../actions/runActions.ts';
import { createEvaluator } from '../expr/createEvaluator.ts';
import { createStore } from '../runtime/createStore.ts';
import type { RendererRuntime } from '../runtime/RendererContext.ts';
import type { CallResult } from '../runtime/services.ts';
import { checkAnswer } from './checkAnswer.ts';
import type { FormKit } from './formKit.ts';
import { emptyForm } from './noForm.ts';
import { entryCallKey } from './entryCalls.ts';
import type { CompiledScreen } from './CompiledScreen.ts';
import type { ScreenRuntime, ScreenValues } from './ScreenRuntime.ts';
import { appRoots } from '../expr/appRoots.ts';

export interface LoadOutcome {
  ok: boolean;
  message: string;
}

/** How a screen gets its entry data: all at once, or at once from answers already in when it opens. */
interface EntryLoading {
  loadAll(): Promise<LoadOutcome>;
  /**
   * Fills the screen from entry answers that came back before it opened (boot started them), so it draws its
   * content at once instead of a loading state first. False unless every one came back fine: then loadAll asks.
   */
  loadAnswered(): boolean;
  /** After loadAnswered, once the screen is drawn: the answers are used, and the background sources sent. */
  settleAnswered(): void;
  /**
   * Once the screen is drawn (its fields exist): the entry sources' onLoad actions, then the screen's onEnter.
   * Nothing runs if the screen was left (or React undid the mount) before the queue reached it.
   */
  enter(): void;
}

/** Builds the runtime of one open screen: evaluation scope, store, actions and data loading. */
export function createScreenRuntime(
  id: string,
  compiled: CompiledScreen,
  query: Readonly<Record<string, string>>,
  kit: FormKit,
  runtime: RendererRuntime,
): ScreenRuntime & EntryLoading {
  const { screen, exprs } = compiled;
  const { shared, language } = runtime;
  const store = createStore<ScreenValues>({ state: {}, data: {}, modals: [] });
  // The shared data holds the copy and constants shared code reads; the screen's chunk brings those the screen reads.
  const roots = appRoots(shared, language, query, compiled);
  /** The screen's fields: none until its entry data is in (makeForm). */
  let form = emptyForm;
  const evaluate = createEvaluator({
    exprs: [exprs, shared.exprs],
    roots: () => {
      const { state, data } = store.get();
      return { ...roots, state, data, form: form.values() };
    },
    functions: runtime.functions,
    report: (message) => runtime.report(`screen ${id}: ${message}`),
  });

  const { background } = compiled;
  /** The entry sources the screen waits for: all but the manual ones and those in the background. */
  const entrySources = () => Object.entries(screen.data ?? {}).filter(([name, s]) => !s.manual && !background.includes(name));
  let backgroundSent = false;
  /** Sends the background sources once per visit; whatever they do, nothing waits for them. */
  const sendBackground = () => {
    if (backgroundSent) return;
    backgroundSent = true;
    for (const name of background) void load(name, {}, true);
  };
  const initialState = () => Object.fromEntries(Object.entries(screen.state ?? {}).map(([k, v]) => [k, evaluate(v)]));
  const entryKey = (name: string) => {
    const payload = Object.fromEntries(Object.entries(screen.data?.[name]?.payload ?? {}).map(([k, v]) => [k, evaluate(v)]));
    return entryCallKey(id, name, payload);
  };
  type Source = NonNullable<typeof screen.data>[string];
  /** An answer as the screen may use it: one whose data does not fit its declared answer is a failed load. */
  const usable = (endpoint: string, result: CallResult, report: (message: string) => void = runtime.report) =>
    checkAnswer(result, endpoint, compiled.parts.answers, runtime.ui('loadFailed'), (m) => report(`screen ${id}: ${m}`));
  /** What loadAnswered drew from: each entry source with its call's key and answer. */
  let answered: { key: string; source: Source; result: CallResult }[] = [];
  /** Entry sources whose answer is in and whose onLoad waits for the screen to be drawn. */
  let loaded: { source: Source; result: CallResult }[] = [];
  /** Once the entry data is in: the kit makes the form, so a field may declare its value from the data. */
  const makeForm = () => {
    form = kit.create(screen.blocks, (source) => evaluate(source));
  };

  const self: ScreenRuntime & EntryLoading = {
    id,
    screen,
    exprs,
    documents: compiled.documents,
    query,
    store,
    get form() {
      return form;
    },
    useFields: (names) => kit.useWatch(form, names),
    parts: compiled.parts,
    signal: new AbortController().signal,
    inFlight: new Set(),
    evaluate,
    run: (actions, locals = {}) => runActions(actions, compiled.parts.actions, self, runtime, locals),
    async reload(source, extra = {}) {
      const outcome = await load(source, extra, false);
      return outcome.ok;
    },
    loadAnswered() {
      store.set((v) => ({ ...v, state: initialState() }));
      const entries = entrySources().map(([name, source]) => {
        const key = entryKey(name);
        const answer = runtime.entryCalls.answered(key);
        // Said once, by loadAll, which takes the same answer when this one does not draw.
        return { name, key, source, result: answer && usable(source.endpoint, answer, () => {}) };
      });
      if (entries.some(({ source, result }) => !result || (!result.success && !source.optional))) return false;
      answered = entries as typeof answered;
      loaded = answered.filter(({ result }) => result.success);
      const data = Object.fromEntries(entries.flatMap(({ name, result }) => (result?.success ? [[name, result.data]] : [])));
      store.set((v) => ({ ...v, data: { ...v.data, ...data } }));
      makeForm();
      return true;
    },
    settleAnswered() {
      const signal = self.signal;
      // A mount React undoes at once (StrictMode) is aborted before this runs: the one that stays uses the answers.
      queueMicrotask(() => {
        if (signal.aborted) return;
        for (const { key } of answered) runtime.entryCalls.used(key);
        // Sent once the screen is drawn, not while it draws: nothing waits for them.
        sendBackground();
      });
    },
    async loadAll() {
      const signal = self.signal;
      store.set((v) => ({ ...v, state: initialState() }));
      loaded = [];
      sendBackground();
      const sources = entrySources();
      const outcomes = await Promise.all(sources.map(([name]) => load(name, {}, true)));
      const failed = outcomes.find((o, i) => !o.ok && !sources[i]![1].optional);
      // A load the person left (or React undid) makes no form: the one that draws makes its own.
      if (!failed && !signal.aborted) makeForm();
      return failed ?? { ok: true, message: '' };
    },
    enter() {
      const signal = self.signal;
      const sources = loaded;
      queueMicrotask(() => {
        if (signal.aborted) return;
        for (const { source, result } of sources) if (source.onLoad) void self.run(source.onLoad, { result });
        void self.run(screen.onEnter);
      });
    },
  };

  /** Loads one source; on entry failures are shown by the screen, later ones as a toast. */
  async function load(name: string, extra: Record<string, unknown>, entry: boolean): Promise<LoadOutcome> {
    const source = screen.data?.[name];
    if (!source) {
      runtime.report(`screen ${id}: no data source ${name}`);
      return { ok: false, message: runtime.ui('loadFailed') };
    }
    const payload = Object.fromEntries(Object.entries(source.payload ?? {}).map(([k, v]) => [k, evaluate(v)]));
    const call = () => runtime.api.call(source.endpoint, { ...payload, ...extra }, { quiet: entry });
    // On entry the call may already be in flight (started at boot, or by a mount React undid): take that one.
    const key = entryCallKey(id, name, payload);
    const result = usable(source.endpoint, entry ? await runtime.entryCalls.take(key, call) : await call());
    if (self.signal.aborted) return { ok: false, message: '' };
    if (entry) runtime.entryCalls.used(key);
    if (!result.success) return { ok: false, message: result.message || runtime.ui('loadFailed') };
    store.set((v) => ({ ...v, data: { ...v.data, [name]: result.data } }));
    if (entry) loaded.push({ source, result });
    else if (source.onLoad) await self.run(source.onLoad, { result });
    return { ok: true, message: '' };
  }

  return self;
}
