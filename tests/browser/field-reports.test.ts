import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import type { FieldReportSettings } from '../../src/field/types.ts';
import { launchBrowser, phonePage } from '../../tools/harness/browser.ts';
import { PERSONAL, personalInReport } from '../field/personalData.ts';
import { type ServedProbe, serveProbe } from '../field/probe/serveProbe.ts';

// The reporting module alone, in a page of its own (tests/field/probe/) served beside a sandbox as the app is: what
// it sends, when, and that a collector that fails or hangs costs the page nothing. The app's own screens are the
// boot's to wire (src/field/startFieldReports.ts says how).

let served: ServedProbe;
let browser: Browser;
beforeAll(async () => {
  served = await serveProbe();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});
beforeEach(() => served.reset());

/** The probe at `query`, reports started with `settings`; every request it makes to the collector or for code, in order. */
async function openProbe(settings: FieldReportSettings, query = '') {
  const { context, page, errors } = await phonePage(browser);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${served.url}/${query}`);
  await page.evaluate((s) => window.probe.start(s, 'complaintNext'), settings);
  return { context, page, errors, requests };
}

const collectorCalls = (requests: string[]) => requests.filter((path) => path.startsWith('/evolved/field/'));

describe('field reports from a page', () => {
  test('nothing is fetched before ready; then one report per failure and the timings, sent when the page is left, nothing personal in them', async () => {
    const query = `?orderId=ORD174&userId=U1001&phone=${encodeURIComponent('+52 55 4161 2030')}`;
    const { page, context, errors, requests } = await openProbe({ ...served.settings, timingShare: 1 }, query);
    await page.fill('textarea', PERSONAL.typed[0]);
    await page.evaluate(
      ([typed, order]) => {
        setTimeout(() => {
          throw new TypeError(`no order ${order} for ${typed}: ${location.href}`);
        });
        void Promise.reject(new Error('ana.lopez@correo.mx could not be reached'));
        window.probe.reports!.problem('call', { endpoint: 'problemSave', outcome: 'refused', where: '/data/problemId' });
        window.probe.reports!.moment('firstDraw', performance.now());
      },
      [PERSONAL.typed[0], 'ORD174'],
    );
    await expect.poll(() => errors.length).toBe(2);
    expect(requests.filter((path) => /fieldClient|pageTimings/.test(path))).toEqual([]);

    await page.evaluate(() => window.probe.reports!.moment('ready', performance.now()));
    await expect.poll(() => requests.some((path) => /pageTimings-/.test(path))).toBe(true);
    await page.click('button');
    expect(collectorCalls(requests)).toEqual([]);

    await page.goto('about:blank');
    await expect.poll(async () => (await served.received()).length).toBe(4);
    const items = await served.received();
    expect(items.map(({ type, payload }) => [type, payload.tags.kind, payload.tags.screen])).toEqual(
      expect.arrayContaining([
        ['event', 'error', 'complaintNext'],
        ['event', 'rejection', 'complaintNext'],
        ['event', 'call', 'complaintNext'],
        ['transaction', undefined, 'complaintNext'],
      ]),
    );
    const timings = items.find(({ type }) => type === 'transaction')!.payload;
    expect(Object.keys(timings.measurements as object)).toEqual(expect.arrayContaining(['first_draw', 'ready', 'fcp', 'ttfb', 'lcp']));
    expect(timings.tags).toMatchObject({ engine: 'chromium', route: '/', language: 'es' });
    expect(timings.release).toMatch(/^[\w-]{8}$/);
    for (const { payload } of items) expect(personalInReport(payload), JSON.stringify(payload)).toEqual([]);
    await context.close();
  });

  test('a collector that fails or hangs costs the page nothing: its own calls still answer', async () => {
    for (const mode of ['500', 'hang']) {
      await sandboxControl(served.sandbox, '/scenario', { clear: true, fail: { path: '/field', mode } });
      const { page, context, errors, requests } = await openProbe({ ...served.settings, timingShare: 0 });
      await page.evaluate(() => {
        for (const endpoint of ['a', 'b', 'c', 'd']) window.probe.reports!.problem('call', { endpoint, outcome: 'failed' });
        window.probe.reports!.moment('ready', performance.now());
      });
      // Hidden until the reporting code, once arrived, sends what was noted.
      await expect
        .poll(async () => {
          await hideAndShow(page);
          return collectorCalls(requests).length;
        })
        .toBeGreaterThan(0);
      // Six calls at once: with reports stuck on two connections, the page's own still get theirs.
      const answers = await page.evaluate(() =>
        Promise.all(
          Array.from({ length: 6 }, () =>
            fetch('/evolved/user-problem/get-whatsapp?overall=30').then((r) => r.json() as Promise<{ code: string }>),
          ),
        ),
      );
      expect(answers.map((answer) => String(answer.code))).toEqual(['0', '0', '0', '0', '0', '0']);
      expect(errors).toEqual([]);
      expect(await served.received()).toEqual([]);
      await context.close();
    }
  });
});

/** As when the borrower switches apps: the page is hidden, then shown again (Chromium has no switch to flip it). */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}
