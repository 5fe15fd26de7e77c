import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROBE_SCRIPT } from './probe.ts';

/** The screen both benches load: complaint next, as the app opens it from a complaint type. */
export const BENCH_PATH = '/complainPageNext?problemType=2&orderNo=ORD180';

/** When each step of the first load happened, ms from navigation: User Timing marks, resource timings and `ready`. */
export type FirstLoadSteps = Record<string, number>;

export interface OpenedScreen {
  context: BrowserContext;
  page: Page;
  /** When the first textarea was visible, ms from navigation. */
  ready: number;
  /** Requests made before then, the document included. */
  requests: number;
  steps: FirstLoadSteps;
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
 * Loads `url` in a fresh context (cold cache) at CPU 4x with the probe, on `network` if given, and waits until its
 * first textarea is visible. The caller closes the context.
 */
export async function openFirstScreen(browser: Browser, url: string, network?: Network): Promise<OpenedScreen> {
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
    await page.addInitScript({ content: PROBE_SCRIPT });
    // Told by a console message, not page.waitForFunction: that injects Playwright's script and polls every frame,
    // work that would land inside the load being measured.
    const readied = page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:ready', timeout: 60_000 });
    await page.goto(url);
    await readied;
    const ready = await page.evaluate(() => (window as unknown as { __bench: { ready: number } }).__bench.ready);
    // The document and every file or call asked for before the first textarea showed.
    const requests = await page.evaluate(
      (at) => 1 + performance.getEntriesByType('resource').filter((r) => r.startTime <= at).length,
      ready,
    );
    const steps = await page.evaluate(() => {
      const at: Record<string, number> = {};
      for (const mark of performance.getEntriesByType('mark')) at[mark.name] = mark.startTime;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name));
      if (entry) at['entry-downloaded'] = entry.responseEnd;
      const chunk = resources.find((r) => /\/assets\/complaintNext-[\w-]+\.js$/.test(r.name));
      if (chunk) at['chunk-requested'] = chunk.startTime;
      const answer = resources.find((r) => r.name.includes('/problem-init'));
      if (answer) {
        at['data-requested'] = answer.startTime;
        at['data-received'] = answer.responseEnd;
      }
      return at;
    });
    return { context, page, ready, requests, steps: { ...steps, ready } };
  } catch (error) {
    await context.close();
    throw error;
  }
}
