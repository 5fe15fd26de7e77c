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
  steps: FirstLoadSteps;
}

/**
 * Loads `url` in a fresh context (cold cache) at CPU 4x with the probe, and waits until its first textarea is
 * visible. The caller closes the context.
 */
export async function openFirstScreen(browser: Browser, url: string): Promise<OpenedScreen> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript({ content: PROBE_SCRIPT });
    // Told by a console message, not page.waitForFunction: that injects Playwright's script and polls every frame,
    // work that would land inside the load being measured.
    const readied = page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:ready', timeout: 30_000 });
    await page.goto(url);
    await readied;
    const ready = await page.evaluate(() => (window as unknown as { __bench: { ready: number } }).__bench.ready);
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
    return { context, page, ready, steps: { ...steps, ready } };
  } catch (error) {
    await context.close();
    throw error;
  }
}
