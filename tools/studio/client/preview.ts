import type { PreviewAnswer, PreviewState } from '../protocol.ts';
import { call } from './api.ts';
import { h } from './panels.ts';
import { openerVisible, runSteps, type SandboxCodes } from '../../atlas/runSteps.ts';
import { frameStepPage } from './frameStepPage.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const LOAD_MS = 20_000;
/** How often a state is opened again when a reload of the page before took its place. */
const RELOAD_RETRIES = 2;
/** The phone with its frame: 390x844 and 10 px of border on each side. */
const PHONE = { width: 410, height: 864 };
/** The dev server tells the page about problems in an overlay; the studio says it beside the phone instead. */
const HIDE_OVERLAY = 'vite-error-overlay { display: none !important; }';

/**
 * The phone preview: the app in a 390x844 frame, on a screen, in a language, in a state of the atlas (the server
 * puts the sandbox in it; the page's own taps are replayed here). A save reloads the app in the frame by itself
 * (the dev server does it); the studio then puts the state back.
 */
export function createPreview() {
  const frame = $<HTMLIFrameElement>('phone');
  const pick = {
    screen: $<HTMLSelectElement>('pick-screen'),
    lang: $<HTMLSelectElement>('pick-lang'),
    state: $<HTMLSelectElement>('pick-state'),
  };
  const note = $('preview-note');
  const follow = $<HTMLInputElement>('follow');
  const qr = $('qr');
  const box = $('phone-box');
  const phone = frame.parentElement!;
  // The phone keeps its 390x844 inside (the app lays out as on a phone) and is drawn smaller when space is short.
  new ResizeObserver(() => {
    const scale = Math.min(1, box.clientHeight / PHONE.height, box.clientWidth / PHONE.width);
    phone.style.transform = `scale(${scale})`;
  }).observe(box);
  let answer: PreviewAnswer | undefined;
  let current: PreviewState | undefined;
  /** Counts state changes: an older one still loading gives way. */
  let generation = 0;
  let loading = false;
  let status = '';
  /** The pages the phone has loaded: a wait for the next one must not miss one that came already. */
  let loads = 0;

  const say = (text: string, bad = false) => {
    status = text;
    const disk = answer?.disk;
    const stale =
      answer && !answer.shown
        ? 'No version of pages.yaml has passed the check yet, so the app has nothing to show.'
        : disk && !disk.passed
          ? `The preview still shows the last version that passed the check: the saved pages.yaml and its documents have ${disk.problems} problem${disk.problems === 1 ? '' : 's'}.`
          : '';
    note.textContent = stale || text;
    note.classList.toggle('bad', Boolean(stale) || bad);
  };

  const steps = frameStepPage(() => frame.contentWindow!);
  const codes: SandboxCodes = {
    captcha: async (sid) => (await call<{ code?: string }>(`/sandbox/captcha?sid=${encodeURIComponent(sid)}`)).code ?? '',
    sms: () => call('/sandbox/sms'),
  };

  const here = () => {
    const l = frame.contentWindow?.location;
    return l && l.href !== 'about:blank' ? `${l.pathname}${l.search}${l.hash}` : undefined;
  };

  const showQr = async () => {
    const path = here();
    if (!answer?.network || !path) {
      qr.hidden = true;
      return;
    }
    const code = await call<{ url: string; svg: string }>(`/qr?path=${encodeURIComponent(path)}`).catch(() => undefined);
    if (!code) return;
    // The server draws the code with uqr; its SVG is parsed as an image document, never as HTML of this page.
    const svg = new DOMParser().parseFromString(code.svg, 'image/svg+xml').documentElement;
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `QR code of ${code.url}`);
    qr.replaceChildren(
      svg,
      h(
        'p',
        {},
        'On a phone on the same network: ',
        h('br'),
        h('a', { href: code.url, target: '_blank', rel: 'noopener' }, code.url),
        h('br'),
        h('span', { class: 'muted' }, 'Taps of the state are not replayed there.'),
      ),
    );
    qr.hidden = false;
  };

  const loaded = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the page did not load in 20 s')), LOAD_MS);
      frame.addEventListener(
        'load',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  /**
   * Whether the page that loaded is the one before, reloaded, rather than the one asked for. The dev server's reload
   * after a save reaches the page on the phone when it connects (even one opened after the save); started as the
   * phone leaves that page, it cancels the way out.
   */
  const reloadedInstead = () => {
    const [entry] = frame.contentWindow?.performance.getEntriesByType('navigation') ?? [];
    return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload';
  };

  /**
   * The sandbox takes the states in the order they were picked: a pick's call waits for the one before it, so an
   * earlier pick answered late never leaves the sandbox, or the phone, in its state.
   */
  let sandboxTurn: Promise<unknown> = Promise.resolve();
  const putSandbox = (id: string) => {
    const put = sandboxTurn.then(() => call('/state', { state: id }));
    sandboxTurn = put.catch(() => undefined);
    return put;
  };

  /**
   * Replays the state's steps on the page the phone shows. That page may be reloaded meanwhile (the dev server's
   * reload after a save reaching it late), which takes away what the steps did: then 'reloaded', whatever the steps
   * made of it.
   */
  async function replay(state: PreviewState): Promise<'replayed' | 'reloaded'> {
    const before = loads;
    // Told as the page starts to leave, before the next one is asked for: the steps may end first.
    let left = false;
    frame.contentWindow?.addEventListener('beforeunload', () => (left = true), { once: true });
    const failed = await runSteps(steps, codes, state.steps).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    if (left) {
      if (loads === before) await loaded();
      if (reloadedInstead()) return 'reloaded';
    }
    if (failed) throw failed.error;
    return 'replayed';
  }

  /**
   * Loads `path` in the phone, again when a reload of the page before took its place; false when another pick came
   * meanwhile.
   */
  async function open(path: string, mine: number): Promise<boolean> {
    for (let tries = 0; ; tries++) {
      const load = loaded();
      frame.src = path;
      await load;
      if (mine !== generation) return false;
      if (!reloadedInstead() || tries === RELOAD_RETRIES) return true;
    }
  }

  /**
   * Opens `path` and replays the state's steps there: 'reached', or 'elsewhere' when the state's first tap is not on
   * this page (a candidate that is not the last), or 'superseded' when another pick came meanwhile.
   */
  async function reach(state: PreviewState, path: string, last: boolean, mine: number): Promise<'reached' | 'elsewhere' | 'superseded'> {
    for (let replays = 0; ; replays++) {
      if (!(await open(path, mine))) return 'superseded';
      await steps.settle();
      if (mine !== generation) return 'superseded';
      if (!last && !(await openerVisible(steps, state.steps))) return 'elsewhere';
      let replayed: 'replayed' | 'reloaded';
      try {
        replayed = await replay(state);
      } catch (error) {
        if (!last) return 'elsewhere';
        throw error;
      }
      if (mine !== generation) return 'superseded';
      if (replayed === 'replayed') return 'reached';
      if (replays === RELOAD_RETRIES) throw new Error('the app reloaded each time its taps were replayed');
    }
  }

  async function apply(state: PreviewState): Promise<void> {
    const mine = ++generation;
    current = state;
    loading = true;
    say('Opening…');
    try {
      const paths = state.candidates ?? [state.path];
      for (const [i, path] of paths.entries()) {
        await putSandbox(state.id);
        if (mine !== generation) return;
        const reached = await reach(state, path, i === paths.length - 1, mine);
        if (reached === 'superseded') return;
        if (reached === 'reached') break;
      }
      if (mine === generation) say(state.how ? `Reached by: ${state.how}.` : '');
    } catch (error) {
      if (mine === generation) say(`Could not reach this state: ${(error as Error).message}`, true);
    } finally {
      if (mine === generation) loading = false;
      showQr();
    }
  }

  const fill = (select: HTMLSelectElement, options: { value: string; label: string }[], value: string | undefined) => {
    select.replaceChildren(...options.map((o) => h('option', { value: o.value }, o.label)));
    if (value !== undefined && options.some((o) => o.value === value)) select.value = value;
  };

  /** Selects a screen (its language kept when it has it, else its first) and state, and shows it unless told not to. */
  function choose(screen: string, lang?: string, stateId?: string, show = true): void {
    const info = answer?.screens.find((s) => s.id === screen);
    if (!answer || !info) return;
    fill(
      pick.screen,
      answer.screens.map((s) => ({ value: s.id, label: `${s.id}  ${s.route}` })),
      screen,
    );
    const language = lang && info.languages.includes(lang) ? lang : info.languages[0];
    fill(
      pick.lang,
      info.languages.map((l) => ({ value: l, label: l })),
      language,
    );
    const states = answer.states.filter((s) => s.screen === screen && s.lang === language);
    fill(
      pick.state,
      states.map((s) => ({ value: s.id, label: s.state })),
      stateId,
    );
    const state = states.find((s) => s.id === pick.state.value) ?? states[0];
    if (state && show) apply(state);
  }

  pick.screen.addEventListener('change', () => choose(pick.screen.value, pick.lang.value));
  pick.lang.addEventListener('change', () => {
    // The same kind of state in the other language: the ids differ only in their language part.
    const same = current?.id.replace(`.${current.lang}`, `.${pick.lang.value}`);
    choose(pick.screen.value, pick.lang.value, same);
  });
  pick.state.addEventListener('change', () => choose(pick.screen.value, pick.lang.value, pick.state.value));

  frame.addEventListener('load', () => {
    loads++;
    const doc = frame.contentDocument;
    if (doc) doc.head.append(Object.assign(doc.createElement('style'), { textContent: HIDE_OVERLAY }));
    showQr();
    // The dev server reloaded the app after a save: the page is fresh, so put the state's taps and rule back.
    if (!loading && current && (current.steps.length > 0 || current.rule) && here() === current.path) apply(current);
  });

  return {
    /** Asks the server for the states and the version on disk; keeps the staffer's choice where it still exists. */
    async refresh(): Promise<PreviewAnswer> {
      const fresh = await call<PreviewAnswer>('/preview');
      const changed = fresh.shown !== answer?.shown;
      answer = fresh;
      if (changed) {
        // A new version passed: the dev server reloads the app in the frame itself; only the lists change here.
        const keep = current && fresh.states.find((s) => s.id === current!.id);
        if (keep) {
          current = keep;
          choose(keep.screen, keep.lang, keep.id, false);
        } else choose(current?.screen ?? fresh.screens[0]?.id ?? '', current?.lang);
      }
      say(status);
      return fresh;
    },
    /** The cursor entered a screen's settings: show that screen, if the staffer asked the preview to follow. */
    follow(screen: string | undefined): void {
      if (follow.checked && screen && screen !== current?.screen) choose(screen, current?.lang);
    },
    /** Shows a screen picked from the where-used list. */
    show(screen: string): void {
      choose(screen, current?.lang);
    },
    /** A save went through: the app reloads by itself unless the text has problems. */
    saved(problems: number): void {
      if (answer) answer = { ...answer, disk: { ...answer.disk, passed: problems === 0, problems } };
      say(status);
    },
  };
}
