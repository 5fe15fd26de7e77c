import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { BenchCopy } from './benchCopy.ts';
import { layoutShiftBetween } from './layoutShiftBetween.ts';
import { type LoadRecord, type LoadSteps, loadSteps } from './loadSteps.ts';
import { PROBE_MESSAGES, type ProbeRecord, probeScript } from './probe.ts';
import type { ScreenCall } from './screenCalls.ts';
import type { BenchScreen } from './screens.ts';

/** The two moments of a load, ms from navigation, and what happened between them. */
export interface Moments {
  /** The screen's own content painted (its `firstDraw` predicate held, at the frame that paints it). */
  firstDraw: number;
  /** Its main control responds (its `ready` predicate held, at the frame after); never before the first draw. */
  ready: number;
  /** The layout shift between them (layoutShiftBetween). */
  layoutShift: number;
  /** Requests made before ready, the document included. */
  requests: number;
  steps: LoadSteps;
  /** What the probe noted, the keystrokes and commits of typing among it. */
  probe: ProbeRecord;
}

export interface OpenedScreen {
  context: BrowserContext;
  page: Page;
  /** The page's DevTools session, throttling its CPU (and network). */
  cdp: CDPSession;
  /** Resolves once the screen is ready and the frame after ready's has begun. */
  readied: Promise<void>;
  /** Waits until the screen is ready, then reads the load's moments. */
  moments(): Promise<Moments>;
}

/** A slow mobile network as Chromium's DevTools emulate it: round trip in ms, throughput in bits per second. */
export interface Network {
  latencyMs: number;
  downBits: number;
  upBits: number;
}

/** The slow network the bench loads on besides the CPU-only run: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_NETWORK: Network = { latencyMs: 150, downBits: 1_600_000, upBits: 750_000 };

/**
 * The bench's Chromium flags. DevTools, which Playwright keeps attached to every page, has V8 find the source position
 * of each error a script creates and of each request's initiator; V8 keeps no positions for compiled code and
 * re-parses whole scripts to find them, main-thread time at CPU 4x that a borrower's phone never spends
 * (docs/measurements.md). BENCH_EAGER_POSITIONS=1 has V8 keep them as it compiles instead, which costs a little
 * compile time in place of the re-parsing: nearer a phone. Off by default, as the figures were measured.
 */
const EAGER_POSITIONS = !!process.env.BENCH_EAGER_POSITIONS;
export const BENCH_BROWSER_ARGS: readonly string[] = EAGER_POSITIONS ? ['--js-flags=--no-enable-lazy-source-positions'] : [];
/** What the output's titles say of those flags. */
export const BENCH_BROWSER_SAYS = EAGER_POSITIONS ? ', source positions kept as V8 compiles' : '';

const WAIT_MS = 60_000;

/** How the output names a load's moments among its steps. */
export const momentStep = (screen: BenchScreen) => ({
  firstDraw: `first draw: ${screen.firstDrawWhen}`,
  ready: `ready: ${screen.readyWhen}`,
});

/**
 * Loads `url` (`screen`, floor or project) in a fresh context (cold cache) at CPU 4x with the probe, on `network` if
 * given, and resolves once the screen's first draw is painted: what comes next (typing) starts then. `calls` are the
 * screen's calls, for the steps; `copy` is the language and texts its predicates look for. The caller closes the
 * context.
 */
export async function openFirstScreen(
  browser: Browser,
  url: string,
  { screen, calls, copy, network }: { screen: BenchScreen; calls: ScreenCall[]; copy: BenchCopy; network?: Network | undefined },
): Promise<OpenedScreen> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        downloadThroughput: network.downBits / 8,
        uploadThroughput: network.upBits / 8,
      });
    }
    await page.addInitScript({ content: probeScript(screen, copy) });
    // Told by console messages, not page.waitForFunction: that injects Playwright's script and polls every frame,
    // work that would land inside the load being measured.
    const told = (message: string, what: string) =>
      page.waitForEvent('console', { predicate: (m) => m.text() === message, timeout: WAIT_MS }).then(
        () => {},
        (error: Error) => {
          throw new Error(`${screen.title} at ${url}: no ${what} within ${WAIT_MS / 1000} s (${error.message.split('\n')[0]})`);
        },
      );
    const drawn = told(PROBE_MESSAGES.firstDraw, `first draw (${screen.firstDrawWhen}, in ${copy.language})`);
    const readied = told(PROBE_MESSAGES.ready, `ready (${screen.readyWhen})`);
    // Awaited later (ready maybe only after typing), or never if the load fails first: not unhandled meanwhile.
    for (const moment of [drawn, readied]) moment.catch(() => {});
    // Not until `load`: that waits for the page's scripts, and the first draw may come long before them.
    await page.goto(url, { waitUntil: 'commit' });
    await drawn;
    const moments = async (): Promise<Moments> => {
      await readied;
      const probe = await page.evaluate(() => (window as unknown as { __bench: { record(): ProbeRecord } }).__bench.record());
      const record = await page.evaluate(
        (): LoadRecord => ({
          marks: performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
          resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
            name: r.name,
            start: r.startTime,
            end: r.responseEnd,
          })),
          entry: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src,
        }),
      );
      const firstDraw = probe.firstDraw!.at;
      const ready = probe.ready!.at;
      const words = momentStep(screen);
      return {
        firstDraw,
        ready,
        layoutShift: layoutShiftBetween(probe),
        // The document and every file or call asked for before the screen was ready.
        requests: 1 + record.resources.filter((r) => r.start <= ready).length,
        steps: loadSteps(record, screen.id, calls, { [words.firstDraw]: firstDraw, [words.ready]: ready }),
        probe,
      };
    };
    return { context, page, cdp, readied, moments };
  } catch (error) {
    await context.close();
    throw error;
  }
}
