import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personalInReport } from '../field/personalData.ts';
import { type ServedProbe, serveProbe } from '../field/probe/serveProbe.ts';
import type { EngineSession, StartEngine } from './EngineSession.ts';
import { startFirefox } from './startFirefox.ts';
import { startWebKit } from './startWebKit.ts';

// The reporting module alone (tests/field/probe/) in the engines of Safari and Firefox, as
// tests/browser/field-reports.test.ts has it in Chromium: what was noted goes when the page is left.

let served: ServedProbe;
beforeAll(async () => {
  served = await serveProbe();
}, 120_000);
afterAll(() => served?.close());

const ENGINES: [string, StartEngine, string][] = [
  ['WebKit', startWebKit, 'webkit'],
  ['Firefox', startFirefox, 'gecko'],
];

describe.each(ENGINES)('field reports in %s', (_name, start, engine) => {
  let session: EngineSession | undefined;
  beforeAll(async () => {
    await served.reset();
    session = await start();
  }, 120_000);
  afterAll(() => session?.close());

  test("failures and the load's timings arrive when the page is left, naming the engine, nothing personal in them", async () => {
    await session!.goto(`${served.url}/?orderId=ORD174&userId=U1001`);
    await session!.run(
      `(settings) => {
        window.probe.start(settings, 'loanDetails');
        window.probe.reports.problem('call', { endpoint: 'loanDetails', outcome: 'hung' });
        setTimeout(() => { throw new TypeError('no order ORD174 at ' + location.href); });
      }`,
      [{ ...served.settings, timingShare: 1 }],
    );
    await session!.run(`() => window.probe.reports.moment('ready', performance.now())`);
    // The timing code has arrived: its chunk is among the page's resources.
    await expect
      .poll(() => session!.run<boolean>(`() => performance.getEntriesByType('resource').some((e) => /pageTimings-/.test(e.name))`))
      .toBe(true);
    await session!.goto('about:blank');
    await expect.poll(async () => (await served.received()).length).toBe(3);
    const items = await served.received();
    expect(items.map(({ type, payload }) => [type, payload.tags.kind, payload.tags.screen, payload.tags.engine]).sort()).toEqual([
      ['event', 'call', 'loanDetails', engine],
      ['event', 'error', 'loanDetails', engine],
      ['transaction', undefined, 'loanDetails', engine],
    ]);
    const timings = items.find(({ type }) => type === 'transaction')!.payload;
    expect(Object.keys(timings.measurements as object)).toEqual(expect.arrayContaining(['ready', 'fcp', 'ttfb']));
    for (const { payload } of items) expect(personalInReport(payload), JSON.stringify(payload)).toEqual([]);
  });
});
