import type { BenchCopy } from './benchCopy.ts';
import type { BenchScreen } from './screens.ts';

/** A moment of a load, as the probe notes it: ms from navigation. */
export interface ProbeMoment {
  /** The animation frame that paints it starts (its callbacks run before the frame's style, layout and paint). */
  at: number;
  /** The next animation frame starts: every layout shift of the frame at `at` is reported before this. */
  after: number;
}

/** What the probe has noted, as `window.__bench` holds it. */
export interface ProbeRecord {
  firstDraw?: ProbeMoment;
  ready?: ProbeMoment;
  /** Each keystroke while typing: its keydown, and how long until its handlers were done. */
  keys: [start: number, handling: number][];
  /** Each React commit while typing, but hydration's: when, and how many components rendered. */
  commits: [at: number, rendered: number][];
  /** Each layout shift: when it was reported, its score, whether input came within the 500 ms before. */
  shifts: [at: number, value: number, hadRecentInput: boolean][];
}

/** The console messages the probe sends as the moments happen: first draw at once, ready with the frame after. */
export const PROBE_MESSAGES = { firstDraw: 'bench:first-draw', ready: 'bench:ready' } as const;

/**
 * Runs in the page before any of its scripts (an init script), the same for the floor and the project: notes the
 * screen's first draw and ready (its predicates, screens.ts) at the animation frame that paints them, the layout
 * shifts, how long each keystroke's handlers take and how many React components render while typing (through the
 * hook React DevTools use, which production React also calls). The predicates are checked when the document changes
 * (a MutationObserver, which also sees the parser's nodes) and when React commits (hydration attaches handlers
 * without changing the document). Plain JS source, so no compiler helper can sneak into it.
 */
export function probeScript(screen: BenchScreen, { language, copy }: BenchCopy): string {
  return `(() => {
  const probe = { typing: false, keys: [], commits: [], shifts: [] };
  window.__bench = probe;

  const visible = (element) => {
    if (!element || !element.isConnected) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const text = (element) => (element.textContent || '').replace(/\\s+/g, ' ').trim();
  // React keeps each element's current props on it under a key of its own.
  const reactProps = (node) => {
    const key = node ? Object.keys(node).find((name) => name.startsWith('__reactProps$')) : undefined;
    return key ? node[key] : undefined;
  };
  const attached = (node, handler) => typeof reactProps(node)?.[handler] === 'function';
  const page = {
    visible,
    says: (element, words) => visible(element) && text(element).includes(words),
    filled: (element) => visible(element) && text(element) !== '',
    handles: (element, handler) =>
      visible(element) && !element.matches(':disabled') && (attached(element, handler)
        || (handler === 'onClick' && element.type === 'submit' && attached(element.form, 'onSubmit'))),
  };
  const language = ${JSON.stringify(language)};
  const isFirstDrawn = ${screen.firstDraw(copy)};
  const isReady = ${screen.ready};

  // Moments seen since the last frame; the next frame paints them.
  let seen = [];
  function paint() {
    const at = performance.now();
    const moments = seen;
    seen = [];
    for (const [name, moment] of moments) {
      moment.at = at;
      if (name === 'firstDraw') console.debug('${PROBE_MESSAGES.firstDraw}');
    }
    requestAnimationFrame(() => {
      const after = performance.now();
      for (const [name, moment] of moments) {
        moment.after = after;
        if (name === 'ready') console.debug('${PROBE_MESSAGES.ready}');
      }
    });
  }
  function see(name) {
    probe[name] = { at: 0, after: 0 };
    if (seen.push([name, probe[name]]) === 1) requestAnimationFrame(paint);
  }
  function check() {
    if (!probe.firstDraw && document.documentElement.lang === language && isFirstDrawn(page)) see('firstDraw');
    if (probe.firstDraw && !probe.ready && isReady(page)) {
      see('ready');
      observer.disconnect();
    }
  }
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });

  const noteShifts = (entries) => {
    for (const shift of entries) probe.shifts.push([shift.startTime, shift.value, shift.hadRecentInput]);
  };
  const shiftObserver = new PerformanceObserver((list) => noteShifts(list.getEntries()));
  shiftObserver.observe({ type: 'layout-shift', buffered: true });
  // What the probe noted, with the layout shifts reported but not yet delivered to the observer.
  probe.record = () => {
    noteShifts(shiftObserver.takeRecords());
    const { firstDraw, ready, keys, commits, shifts } = probe;
    return { firstDraw, ready, keys, commits, shifts };
  };

  // Function, class, forwardRef, memo and simple memo components; PerformedWork is flag 1 (as React DevTools reads).
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  function rendered(root) {
    let count = 0;
    const stack = [root];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const previous = fiber.alternate;
      if (COMPONENTS.has(fiber.tag) && (!previous || (fiber.flags & 1) === 1)) count += 1;
      // Children that are the very same fibers as before were bailed out: nothing under them rendered.
      if (previous && fiber.child === previous.child) continue;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return count;
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // Hydration's commit takes over the first draw: it is no keystroke's work.
      const hydrated = root.current.alternate?.memoizedState?.isDehydrated === true;
      if (probe.typing && !hydrated) probe.commits.push([performance.now(), rendered(root.current)]);
      if (!probe.ready) check();
    },
  };

  // A keystroke's handling: from keydown until a task queued after its input event runs (React's work is done).
  window.addEventListener('keydown', () => {
    if (!probe.typing) return;
    const start = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => probe.keys.push([start, performance.now() - start]);
    window.addEventListener('input', () => channel.port2.postMessage(0), { once: true });
  }, true);
})();`;
}
