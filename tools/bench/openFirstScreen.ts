import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { type LoadRecord, type LoadSteps, loadSteps } from './loadSteps.ts';
import { probeScript } from './probe.ts';
import type { ScreenCall } from './screenCalls.ts';
import type { BenchScreen } from './screens.ts';

export interface OpenedScreen {
  context: BrowserContext;
  page: Page;
  /** The page's DevTools session, throttling its CPU (and network). */
  cdp: CDPSession;
  /** When the screen was ready (its `ready` predicate held), ms from navigation. */
  ready: number;
  /** Requests made before then, the document included. */
  requests: number;
  steps: LoadSteps;
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
 * Loads `url` (`screen`, floor or project) in a fresh context (cold cache) at CPU 4x with the probe, on `network` if
 * given, and waits until the screen is ready; `calls` are the screen's calls, for the steps. The caller closes the
 * context.
 */
export async function openFirstScreen(
  browser: Browser,
  url: string,
  { screen, calls, network }: { screen: BenchScreen; calls: ScreenCall[]; network?: Network | undefined },
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
    await page.addInitScript({ content: probeScript(screen.ready) });
    // Told by a console message, not page.waitForFunction: that injects Playwright's script and polls every frame,
    // work that would land inside the load being measured.
    const readied = page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:ready', timeout: 60_000 });
    await page.goto(url);
    await readied;
    const ready = await page.evaluate(() => (window as unknown as { __bench: { ready: number } }).__bench.ready);
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
    // The document and every file or call asked for before the screen was ready.
    const requests = 1 + record.resources.filter((r) => r.start <= ready).length;
    return { context, page, cdp, ready, requests, steps: loadSteps(record, screen.id, calls, screen.readyWhen, ready) };
  } catch (error) {
    await context.close();
    throw error;
  }
}
