import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Shot } from '../../tools/atlas/types.ts';
import { startNginx } from '../../tools/harness/nginx.ts';
import {
  blockedImage,
  changeDrawnText,
  type FieldApp,
  failedStates,
  failuresIn,
  firstStates,
  type ReceivedItem,
  saysOf,
  startFieldApp,
  THROWN_WORDS,
  throwPersonal,
  expectThrownReported,
  timingsIn,
  typedText,
  withPersonalQuery,
} from '../field/fieldApp.ts';
import { serveApp } from '../browser/fixture.ts';
import { PERSONAL, personalInReport } from '../field/personalData.ts';
import { TIMINGS_MARK } from '../../src/field/fieldClient.ts';
import { EnginePage } from './EnginePage.ts';
import { inFreshBrowser as inBrowserOfItsOwn } from './freshBrowser.ts';
import type { EngineSession, StartEngine, StartOptions } from './EngineSession.ts';
import { recordErrors } from './recordErrors.ts';
import { startFirefox } from './startFirefox.ts';
import { startWebKit } from './startWebKit.ts';

// The app's field reports in the engines of Safari and Firefox, as tests/browser/field-reports.test.ts has them in
// Chromium, from the same build (tests/field/fieldApp.ts): every screen's timings, each kind of failure naming its
// screen, nothing personal, and a collector that fails or hangs costing the borrower nothing. WebDriver has no
// request interception: the app's own files fail or hang at the test server (its faults).

let app: FieldApp;
beforeAll(async () => {
  app = await startFieldApp({ headScript: `(${recordErrors})();` });
}, 300_000);
afterAll(() => app?.close());

const ENGINES: [string, StartEngine, string][] = [
  ['WebKit', startWebKit, 'webkit'],
  ['Firefox', startFirefox, 'gecko'],
];

const REPORTING_CODE = /\/assets\/fieldClient-[\w-]+\.js$/;

/** Every report's personal strings, with the report's kind and screen. */
function personalIn(items: ReceivedItem[]): string[] {
  return items.flatMap(({ type, payload }) => personalInReport(payload).map((found) => `${type} ${payload.tags.screen}: ${found}`));
}

/** Waits for the screen's content or its failure message. */
function settled(page: EnginePage, screen: string, phases = ['ready', 'failed']) {
  return page.waitFor(
    `screen ${screen} to show its content or its message`,
    (id: string, wanted: string[]) => wanted.includes(document.querySelector(`[data-screen="${id}"]`)?.getAttribute('data-phase') ?? ''),
    screen,
    phases,
  );
}

/** When the page asked for a file of `name`, in ms from its start, once it has come. */
function requestedAt(page: EnginePage, name: RegExp): Promise<number> {
  return page.waitFor(
    `${name.source} to have come`,
    (source: string) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime,
    name.source,
  );
}

/** Waits until the timing code has run: its file having come is not enough, a page left before has none to send. */
function timingCodeRan(page: EnginePage): Promise<boolean> {
  return page.waitFor('the timing code to have run', (mark: string) => performance.getEntriesByName(mark).length > 0, TIMINGS_MARK);
}

/** What the page has sent its collector so far (the requests that have ended). */
function sentToCollector(page: EnginePage): Promise<string[]> {
  return page.run(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/evolved/field/')),
  );
}

/** Types a borrower's text in every field of the screen that takes text, key by key. */
async function typeEverywhere(page: EnginePage, turn: number): Promise<void> {
  const SELECTOR = '#root :is(textarea, input:not([type]), input[type=text], input[type=tel], input[type=email])';
  const types = await page.run(
    (selector: string) =>
      [...document.querySelectorAll<HTMLInputElement>(selector)].map((field) =>
        field.getClientRects().length > 0 && !field.disabled && !field.readOnly ? field.type : null,
      ),
    SELECTOR,
  );
  for (const [i, type] of types.entries()) {
    if (type === null) continue;
    await page.run((selector: string, at: number) => document.querySelectorAll<HTMLElement>(selector)[at]!.focus(), SELECTOR, i);
    await page.type(type === 'tel' ? PERSONAL.phones[0] : typedText(turn + i));
  }
}

describe.each(ENGINES)('field reports in %s', (_name, start, engine) => {
  let session: EngineSession | undefined;
  let page: EnginePage;
  beforeAll(async () => {
    session = await start();
    await session.resize(390, 844);
    page = new EnginePage(session, app);
  }, 120_000);
  afterAll(() => session?.close());
  beforeEach(() => app.reset());

  /** Leaves the page as a borrower does, and waits until the collector holds what `arrived` looks for. */
  async function leave(on: EnginePage, arrived: (items: ReceivedItem[]) => boolean): Promise<ReceivedItem[]> {
    await on.session.goto('about:blank');
    await expect.poll(async () => arrived(await app.received())).toBe(true);
    return app.received();
  }

  /**
   * Opens each state in turn on a fresh sandbox (its rule set first) and runs `visit`, which answers what is wrong
   * there; gives back every problem with its state, the page's errors included.
   */
  async function visitEach(shots: Shot[], visit: (shot: Shot, turn: number) => Promise<string[]>): Promise<string[]> {
    const problems: string[] = [];
    for (const [turn, shot] of shots.entries()) {
      await app.reset();
      if (shot.sandbox) await app.scenario(shot.sandbox);
      try {
        problems.push(...(await visit(shot, turn)).map((problem) => `${shot.id}: ${problem}`));
      } catch (error) {
        problems.push(`${shot.id}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    return problems;
  }

  test('every screen reports its timings when left, naming the engine; its reporting code came after ready, nothing before', async () => {
    const problems = await visitEach(firstStates(), async (shot, turn) => {
      await page.open(withPersonalQuery(shot.path));
      await settled(page, shot.screen);
      await typeEverywhere(page, turn);
      const reportingCode = await requestedAt(page, REPORTING_CODE);
      await timingCodeRan(page);
      // A screen that draws nothing to see (a blank page) paints nothing contentful: no FCP to report.
      const blank = await page.run(() => performance.getEntriesByName('first-contentful-paint').length === 0);
      const sentBefore = await sentToCollector(page);
      const errors = await page.errors();
      const items = await leave(page, (all) => timingsIn(all).some((t) => t.tags.screen === shot.screen));
      const timing = timingsIn(items).find((t) => t.tags.screen === shot.screen)!;
      const measured = Object.keys(timing.measurements ?? {});
      const ready = timing.measurements?.ready?.value ?? Number.NaN;
      return [
        ...(sentBefore.length > 0 ? [`sent before it was left: ${sentBefore.join(', ')}`] : []),
        ...(reportingCode >= ready ? [] : [`its reporting code was asked for at ${reportingCode} ms, before ready at ${ready} ms`]),
        ...['first_draw', 'ready', 'ttfb', ...(blank ? [] : ['fcp'])]
          .filter((name) => !measured.includes(name))
          .map((name) => `no ${name}`),
        ...(timing.tags.engine === engine && timing.tags.route === shot.route ? [] : [`tagged ${JSON.stringify(timing.tags)}`]),
        ...failuresIn(items).map((failure) => `a failure reported: ${saysOf(failure)}`),
        ...personalIn(items),
        ...errors,
      ];
    });
    expect(problems).toEqual([]);
  }, 900_000);

  test('every screen whose data fails to load reports the call, naming the screen, and nothing personal', async () => {
    const problems = await visitEach(failedStates(), async (shot, turn) => {
      await page.open(withPersonalQuery(shot.path));
      await settled(page, shot.screen, ['failed']);
      await typeEverywhere(page, turn);
      await timingCodeRan(page);
      const items = await leave(page, (all) => failuresIn(all).length > 0 && timingsIn(all).length > 0);
      const failures = failuresIn(items);
      return [
        ...(failures.length === 1 && failures[0]!.tags.kind === 'call' && failures[0]!.tags.screen === shot.screen
          ? []
          : [`reported ${JSON.stringify(failures.map((f) => [f.tags, saysOf(f)]))}`]),
        ...personalIn(items),
      ];
    });
    expect(problems).toEqual([]);
  }, 900_000);

  describe('each kind of failure is reported once, naming its screen, nothing personal in it', () => {
    /**
     * Waits for the reporting code, which comes once the screen shows what failed, leaves `on`, and gives back the
     * failures its collector got, with none of the personal strings.
     */
    async function failuresLeft(on: EnginePage) {
      await requestedAt(on, REPORTING_CODE);
      const items = await leave(on, (all) => failuresIn(all).length > 0);
      expect(personalIn(items)).toEqual([]);
      return failuresIn(items);
    }

    /** The one failure reported, as failuresLeft finds it. */
    async function failureLeft(on: EnginePage) {
      const failures = await failuresLeft(on);
      expect(failures.map(saysOf)).toHaveLength(1);
      return failures[0]!;
    }

    /** The failures are chunks: `chunk`'s with its outcome among them, and otherwise the screen's code that needs it. */
    async function chunkLeft(on: EnginePage, chunk: string, outcome: string) {
      const told = (await failuresLeft(on)).map(({ tags }) => [tags.kind, tags.chunk, tags.outcome, tags.screen]);
      expect(told).toContainEqual(['chunk', chunk, outcome, 'complaintNext']);
      expect(told.filter(([kind, which]) => kind !== 'chunk' || (which !== chunk && which !== 'complaintNext'))).toEqual([]);
    }

    /** freshBrowser.ts's, with the app's faults gone after it. */
    async function inFreshBrowser(visit: (fresh: EnginePage) => Promise<void>, options?: StartOptions): Promise<void> {
      try {
        await inBrowserOfItsOwn(start, app, visit, options);
      } finally {
        app.faults.clear();
      }
    }
    const alert = (on: EnginePage) => on.waitWithin(30_000, 'the failure message', () => Boolean(document.querySelector('[role=alert]')));
    const COMPLAINT = '/complainPageNext?problemType=2&orderNo=ORD180';

    test.each([
      ['500', 'failed'],
      ['hang', 'hung'],
      ['data-null-leaves', 'refused'],
    ])(
      'a call whose server answers %s: %s',
      async (mode, outcome) => {
        await app.scenario({ fail: { path: '/v3/loan-details/loan-details', mode } });
        await page.open(withPersonalQuery('/loan/details?productId=P-PRESTO&orderId=ORD174'));
        await page.waitWithin(30_000, 'the failure message', () =>
          Boolean(document.querySelector('[data-screen=loanDetails][data-phase=failed]')),
        );
        const failure = await failureLeft(page);
        expect(failure.tags).toMatchObject({ kind: 'call', endpoint: 'loanDetails', outcome, screen: 'loanDetails', engine });
      },
      60_000,
    );

    test.each([
      ["the screen's code", /\/assets\/complaintNext-[\w-]+\.js$/, 'complaintNext'],
      ['the drawing code', /\/assets\/draw-[\w-]+\.js$/, 'draw'],
    ])(
      '%s that fails, then that hangs',
      async (_, file, chunk) => {
        await inFreshBrowser(async (fresh) => {
          app.faults.set(file, 'fail');
          await fresh.open(withPersonalQuery(COMPLAINT));
          await alert(fresh);
          await chunkLeft(fresh, chunk, 'failed');
        });
        await app.reset();
        await inFreshBrowser(
          async (fresh) => {
            app.faults.set(file, 'hang');
            await fresh.openUnloaded(withPersonalQuery(COMPLAINT));
            await alert(fresh);
            await chunkLeft(fresh, chunk, 'hung');
          },
          { waitForLoad: false },
        );
      },
      180_000,
    );

    test("a screen's block that throws as it draws: the error boundary's catch", async () => {
      await inFreshBrowser(async (fresh) => {
        app.faults.set(/\/assets\/FloatingButton-[\w-]+\.js$/, 'throw');
        await fresh.open(withPersonalQuery('/repayDelay?productId=P-LANA&orderId=ORD174D&userId=U2002'));
        await alert(fresh);
        const failure = await failureLeft(fresh);
        expect(failure.tags).toMatchObject({ kind: 'boundary', screen: 'extension' });
        expect(JSON.stringify(failure.exception)).toContain('a kind that throws as it draws');
      });
    }, 90_000);

    test('a document the code cannot take over as drawn (a hydration mismatch)', async () => {
      // The same build served again, its documents changed as they arrive; its reports go to the same collector.
      const changed = await serveApp(app.dist, { headScript: `(${recordErrors})();(${changeDrawnText})();` });
      try {
        const on = new EnginePage(page.session, changed);
        await on.open(withPersonalQuery('/aboutUs'));
        // About us is drawn whole, its document already ready: the mismatch is said only once the code has come.
        await on.waitFor('the mismatch to be said', () =>
          (window.__errors ?? []).some((error) => error.includes('could not take its document over')),
        );
        expect((await failureLeft(on)).tags).toMatchObject({ kind: 'hydration', screen: 'aboutUs' });
      } finally {
        await changed.close();
      }
    }, 60_000);

    test('an uncaught error and an unhandled rejection, whatever personal words they carry', async () => {
      await page.open(withPersonalQuery(COMPLAINT));
      await settled(page, 'complaintNext', ['ready']);
      await typeEverywhere(page, 0);
      await requestedAt(page, REPORTING_CODE);
      await page.run(throwPersonal, THROWN_WORDS);
      const items = await leave(page, (all) => failuresIn(all).length === 2);
      expectThrownReported(items);
      expect(personalIn(items)).toEqual([]);
    }, 60_000);

    test("something the site's Content-Security-Policy blocks, as nginx serves it", async () => {
      const nginx = await startNginx(app.dist, app.sandbox, app.pages);
      try {
        await page.session.goto(new URL(withPersonalQuery('/aboutUs'), nginx.url).href);
        await settled(page, 'aboutUs', ['ready']);
        await requestedAt(page, REPORTING_CODE);
        await page.run(blockedImage, PERSONAL.phones[1]);
        const failure = await failureLeft(page);
        expect([failure.tags.kind, failure.tags.screen, saysOf(failure)]).toEqual([
          'csp',
          'aboutUs',
          // The phone in the path is the address's own query value, so it is taken out as that.
          'CSP img-src blocked https://pictures.example.net/[value]/p.png',
        ]);
      } finally {
        nginx.close();
      }
    }, 60_000);
  });

  test.for(['500', 'hang'])(
    'a collector that answers %s costs the borrower nothing: every screen still loads and answers',
    { timeout: 900_000 },
    async (mode, { signal }) => {
      await app.scenario({ fail: { path: '/field', mode } });
      const problems: string[] = [];
      let sent = 0;
      for (const shot of firstStates()) {
        // Past its time the test has failed, but its loop would go on driving the browser the next test uses.
        signal.throwIfAborted();
        try {
          await page.open(shot.path);
          await settled(page, shot.screen);
          await timingCodeRan(page);
          // As when the borrower switches apps: what the page noted goes while it stays (two at most at once). A
          // request is counted once it has ended, so the page is hidden again until one has.
          const hideAndCount = () => {
            const went = performance.getEntriesByType('resource').filter((e) => e.name.includes('/evolved/field/')).length;
            Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
            document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
            Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
            return went;
          };
          await page.run(hideAndCount);
          if (mode === '500') sent += await page.waitFor('the collector to have answered', hideAndCount);
          await settled(page, shot.screen);
          problems.push(...(await page.errors()).map((error) => `${shot.id}: ${error}`));
        } catch (error) {
          problems.push(`${shot.id}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      expect(problems).toEqual([]);
      if (mode === '500') expect(sent).toBeGreaterThan(0);
      expect(await app.received()).toEqual([]);
    },
  );
});
