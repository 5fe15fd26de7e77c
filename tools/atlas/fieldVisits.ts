import type { Browser, Page } from 'playwright-core';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import type { Served } from './capture.ts';
import type { Shot } from './types.ts';

/** The states a borrower meets first: each screen's variants as they open, and each that fails to load. */
export function fieldStates(shots: readonly Shot[]): Shot[] {
  return shots.filter((shot) => shot.steps.length === 0 && /\.(base|failed)\./.test(shot.id));
}

/** Items the collector of `served` has kept. */
const kept = async (served: Served) => ((await sandboxControl(served.sandbox, '/field')) as { items: unknown[] }).items.length;

/** The screen shows its content or its message, and the reporting code, which comes then, has arrived. */
async function reportingReady(page: Page, screen: string): Promise<void> {
  await page.locator(`[data-screen="${screen}"]:is([data-phase=ready], [data-phase=failed])`).waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/fieldClient-/.test(entry.name)), undefined, {
    timeout: 15_000,
  });
}

/**
 * Opens `shots` one after another in one tab, as a borrower does, the clock running (the pictures' stands still,
 * so their pages never get ready and never report), so each page sends its field reports to the lane's sandbox as
 * it is left, to a collector emptied first. Gives back the states that did not get that far. Ends once the collector
 * has stopped receiving.
 */
export async function visitForFieldReports(browser: Browser, served: Served, shots: readonly Shot[]): Promise<string[]> {
  const missed: string[] = [];
  // What the pictures' pages sent goes: their clock is the atlas's, so their timings are not a borrower's.
  await sandboxControl(served.sandbox, '/field/clear', {});
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    for (const shot of shots) {
      await sandboxControl(served.sandbox, '/reset', {});
      if (shot.sandbox) await sandboxControl(served.sandbox, '/scenario', shot.sandbox);
      try {
        await page.goto(new URL(shot.path, served.url).href);
        await reportingReady(page, shot.screen);
      } catch (error) {
        missed.push(`${shot.id}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    // Leaving the last page sends its reports; they are in once the collector's count holds still for a second.
    await page.goto('about:blank');
    for (let before = -1, now = await kept(served); now !== before; now = await kept(served)) {
      before = now;
      await page.waitForTimeout(1000);
    }
  } finally {
    await context.close();
  }
  return missed;
}
