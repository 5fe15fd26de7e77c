import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { rulePath } from '../../sandbox/scenarios.ts';
import { copy } from '../support/copy.ts';
import { type DataScreen, dataScreens } from './dataScreens.ts';
import { startAppForFile } from './fixture.ts';
import type { Lang } from '../support/language.ts';

const app = startAppForFile();

/**
 * Every way an answer can go wrong, as the sandbox plays it once: then the server is right again. `abort` drops
 * the connection in the browser; `hang` never answers, and the test's clock runs past the client's timeout.
 */
const FAULTS = ['500', 'malformed', 'abort', 'hang', 'code', 'data-null', 'data-empty', 'data-null-leaves'] as const;
type Fault = (typeof FAULTS)[number];

/** Words that mean a value was drawn that is not there. */
const NOT_THERE = /\b(undefined|NaN|null)\b|\[object Object\]/;

/**
 * Drops the first request for the screen's call before it leaves the browser, as a broken connection would; says
 * whether it has.
 */
async function abortOnce(page: Page, endpointPath: string): Promise<() => boolean> {
  let aborted = false;
  await page.route('**/evolved/**', (route) => {
    if (aborted || rulePath(new URL(route.request().url()).pathname) !== endpointPath) return route.continue();
    aborted = true;
    return route.abort('connectionreset');
  });
  return () => aborted;
}

/** Whether the sandbox has played the fault: a rule of `times: 1` is gone once used. */
async function played(endpointPath: string): Promise<boolean> {
  const rules = (await sandboxControl(app.sandbox, '/scenario')) as { fail: { path: string }[] };
  return !rules.fail.some((rule) => rule.path === endpointPath);
}

/** What the screen shows once it has settled: its content, or a message with a way forward. */
async function settled(page: Page, id: string): Promise<{ phase: string | null; text: string }> {
  const screen = page.locator(`[data-screen="${id}"]:is([data-phase=ready], [data-phase=failed])`);
  await screen.waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: what is on screen, without the texts of closed modals.
  const text = await page.locator(`[data-screen="${id}"] .r-screen-main`).innerText();
  return { phase: await screen.getAttribute('data-phase'), text: text.trim() };
}

/** Opens the screen under the fault and checks that it ends readable, or with a message whose Retry then works. */
async function underFault(screen: DataScreen, fault: Fault, lang: Lang): Promise<string[]> {
  const t = copy(lang);
  if (fault !== 'abort') await app.scenario({ fail: { path: screen.endpointPath, mode: fault, times: 1 } });
  // The faults before this one sent the same call: only a request after this count is this page's.
  const sent = (await app.requests(screen.endpointPath)).length;
  let aborted = () => false;
  const { page, errors } = await app.open(screen.path(lang), {
    pausedClock: fault === 'hang',
    beforeLoad: async (opened) => {
      if (fault === 'abort') aborted = await abortOnce(opened, screen.endpointPath);
    },
  });
  try {
    if (fault === 'hang') {
      await expect.poll(async () => (await app.requests(screen.endpointPath)).length).toBeGreaterThan(sent);
      await page.clock.runFor(screen.timeoutMs + 1);
    }
    const first = await settled(page, screen.id);
    const problems: string[] = [];
    if (!(fault === 'abort' ? aborted() : await played(screen.endpointPath))) problems.push('the fault was never played');
    const look = (when: string, shown: { text: string }) => {
      const bad = NOT_THERE.exec(shown.text);
      if (bad) problems.push(`${when}: "${bad[0]}" on screen`);
      if (shown.text === '') problems.push(`${when}: nothing to read`);
    };
    look('under the fault', first);
    if (first.phase === 'failed') {
      // The failed message goes once the new attempt starts: settling before then would read the old failure.
      const retry = await page.getByRole('button', { name: t.ui!.retry!, exact: true }).elementHandle();
      await retry!.click();
      await retry!.waitForElementState('hidden');
      const again = await settled(page, screen.id);
      if (again.phase !== 'ready') problems.push(`after Retry: still "${again.text}"`);
      look('after Retry', again);
    }
    return [...problems, ...errors];
  } finally {
    await page.context().close();
  }
}

const screens = dataScreens().map((screen, i) => ({ ...screen, lang: i % 2 === 0 ? ('es' as const) : ('en' as const) }));

test('every screen with data is in the matrix', () => {
  expect(screens.map((s) => s.id)).toEqual(expect.arrayContaining(['complaintList', 'loanDetails', 'promoRegister', 'cardRepay']));
  expect(screens.length).toBeGreaterThanOrEqual(15);
});

test.each(screens)(
  '$id ($lang) ends readable, or with a message whose Retry works, under every fault',
  { timeout: 90_000 },
  async (screen) => {
    const found: Record<string, string[]> = {};
    for (const fault of FAULTS) {
      const problems = await underFault(screen, fault, screen.lang);
      if (problems.length > 0) found[fault] = problems;
    }
    expect(found).toEqual({});
  },
);
