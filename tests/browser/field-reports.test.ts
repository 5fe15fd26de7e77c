import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Shot } from '../../tools/atlas/types.ts';
import { launchBrowser, phonePage } from '../../tools/harness/browser.ts';
import { startNginx } from '../../tools/harness/nginx.ts';
import {
  blockedImage,
  THROWN_WORDS,
  throwPersonal,
  expectThrownReported,
  changeDrawnText,
  type FieldApp,
  failedStates,
  failuresIn,
  firstStates,
  type ReceivedItem,
  saysOf,
  startFieldApp,
  timingsIn,
  typedText,
  withPersonalQuery,
} from '../field/fieldApp.ts';
import { TIMINGS_MARK } from '../../src/field/fieldClient.ts';
import { PERSONAL, personalInReport } from '../field/personalData.ts';
import { LANG_PARAM, LANG_VALUE, type Lang } from '../support/language.ts';

// The app's field reports in Chromium, from a build whose pages.yaml reports every page view's timings and whose
// waits are short (tests/field/fieldApp.ts): what each screen sends, each kind of failure, that nothing personal
// leaves the phone, and that a collector that fails or hangs costs the borrower nothing. WebKit and Firefox:
// tests/engines/field-reports.test.ts.

let app: FieldApp;
let browser: Browser;
beforeAll(async () => {
  app = await startFieldApp();
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});
beforeEach(() => app.reset());

const REPORTING_CODE = /\/assets\/fieldClient-[\w-]+\.js$/;
const COLLECTOR = /\/evolved\/field\//;

/** Opens `path` of `base` (the app by default) in a fresh phone page, in `lang`; `before` runs first (routes, scripts). */
async function open(path: string, options: { lang?: Lang; base?: string; before?: (page: Page) => Promise<unknown> } = {}) {
  const { context, page, errors } = await phonePage(browser);
  const collector: string[] = [];
  page.on('request', (request) => {
    if (COLLECTOR.test(request.url())) collector.push(request.url());
  });
  await options.before?.(page);
  const url = new URL(path, options.base ?? app.url);
  if (options.lang) url.searchParams.set(LANG_PARAM, LANG_VALUE[options.lang]);
  await page.goto(url.href, { waitUntil: 'commit' });
  return { context, page, errors, collector };
}

/** Waits for the screen's content or its failure message. */
function settled(page: Page, screen: string) {
  return page.locator(`[data-screen="${screen}"]:is([data-phase=ready], [data-phase=failed])`).waitFor();
}

/** Waits until the timing code has run: its file having come is not enough, a page left before has none to send. */
async function timingCodeRan(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TIMINGS_MARK);
}

/** When the page asked for a file of `name`, in ms from its start, once it has come. */
function requestedAt(page: Page, name: RegExp): Promise<number> {
  return page
    .waitForFunction(
      (source) => performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime,
      name.source,
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/** Types a borrower's text in every field of the screen that takes text. */
async function typeEverywhere(page: Page, turn: number) {
  const fields = page.locator('#root :is(textarea, input:not([type]), input[type=text], input[type=tel], input[type=email]):visible');
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    if (await field.isEditable()) await field.fill((await field.getAttribute('type')) === 'tel' ? PERSONAL.phones[0] : typedText(turn + i));
  }
}

/** Leaves the page as a borrower does, and waits until the collector holds what `arrived` looks for. */
async function leave(page: Page, arrived: (items: ReceivedItem[]) => boolean): Promise<ReceivedItem[]> {
  await page.goto('about:blank');
  await expect.poll(async () => arrived(await app.received())).toBe(true);
  return app.received();
}

/** Every report's personal strings, with the report's kind and screen. */
function personalIn(items: ReceivedItem[]): string[] {
  return items.flatMap(({ type, payload }) => personalInReport(payload).map((found) => `${type} ${payload.tags.screen}: ${found}`));
}

/**
 * Opens each state in turn on a fresh sandbox (its rule set first) and runs `visit`, which answers what is wrong
 * there; gives back every problem with its address, so one run lists all screens that fail.
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

describe('every screen', () => {
  test('reports its timings when left, with the load measured; its reporting code came after ready, nothing before', async () => {
    const problems = await visitEach(firstStates(), async (shot, turn) => {
      const { page, context, errors, collector } = await open(withPersonalQuery(shot.path));
      await settled(page, shot.screen);
      await typeEverywhere(page, turn);
      const reportingCode = await requestedAt(page, REPORTING_CODE);
      await timingCodeRan(page);
      // A screen that draws nothing to see (a blank page) paints nothing contentful: no FCP, no LCP to report.
      const blank = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length === 0);
      const sentBefore = [...collector];
      const items = await leave(page, (all) => timingsIn(all).some((t) => t.tags.screen === shot.screen));
      await context.close();
      const timing = timingsIn(items).find((t) => t.tags.screen === shot.screen)!;
      const measured = Object.keys(timing.measurements ?? {});
      const ready = timing.measurements?.ready?.value ?? Number.NaN;
      return [
        ...(sentBefore.length > 0 ? [`sent before it was left: ${sentBefore.join(', ')}`] : []),
        ...(reportingCode >= ready ? [] : [`its reporting code was asked for at ${reportingCode} ms, before ready at ${ready} ms`]),
        ...['first_draw', 'ready', 'ttfb', ...(blank ? [] : ['fcp', 'lcp'])]
          .filter((name) => !measured.includes(name))
          .map((name) => `no ${name}`),
        ...((timing.contexts as { trace: { op: string } }).trace.op === 'pageload' ? [] : ['not a pageload']),
        ...(timing.tags.route === shot.route && timing.tags.language === shot.lang ? [] : [`tagged ${JSON.stringify(timing.tags)}`]),
        ...failuresIn(items).map((failure) => `a failure reported: ${saysOf(failure)}`),
        ...personalIn(items),
        ...errors,
      ];
    });
    expect(problems).toEqual([]);
  }, 600_000);

  test('whose data fails to load reports the call by its endpoint, naming the screen, and nothing personal', async () => {
    const shots = failedStates();
    expect(shots.length).toBeGreaterThan(10);
    const problems = await visitEach(shots, async (shot, turn) => {
      const { page, context, errors } = await open(withPersonalQuery(shot.path));
      await page.locator(`[data-screen="${shot.screen}"][data-phase=failed]`).waitFor();
      await typeEverywhere(page, turn);
      await timingCodeRan(page);
      const items = await leave(page, (all) => failuresIn(all).length > 0 && timingsIn(all).length > 0);
      await context.close();
      const failures = failuresIn(items);
      const endpoint = (shot.sandbox as { fail: { path: string } }).fail.path;
      return [
        ...(failures.length === 1 &&
        failures[0]!.tags.kind === 'call' &&
        failures[0]!.tags.outcome === 'failed' &&
        failures[0]!.tags.screen === shot.screen &&
        saysOf(failures[0]!).endsWith('failed (HTTP 500)')
          ? []
          : [`reported ${JSON.stringify(failures.map((f) => [f.tags, saysOf(f)]))} for a failing ${endpoint}`]),
        ...personalIn(items),
        ...errors,
      ];
    });
    expect(problems).toEqual([]);
  }, 600_000);

  test('reached by a tap reports its own timings, as a navigation from the screen before', async () => {
    const { page, context } = await open('/complaintList', { lang: 'en' });
    await settled(page, 'complaintList');
    await page.locator('.r-list-tap').first().click();
    await settled(page, 'complaintDetails');
    await timingCodeRan(page);
    const items = await leave(page, (all) => timingsIn(all).length === 2);
    await context.close();
    expect(timingsIn(items).map((t) => [t.tags.screen, (t.contexts as { trace: { op: string } }).trace.op])).toEqual([
      ['complaintList', 'pageload'],
      ['complaintDetails', 'navigation'],
    ]);
    const reached = timingsIn(items)[1]!;
    expect(Object.keys(reached.measurements ?? {}).sort()).toEqual(['first_draw', 'ready']);
    expect(personalIn(items)).toEqual([]);
  }, 60_000);
});

/**
 * Opens `path` with `before` in place, waits for what the borrower then sees (`shown`) and the reporting code, which
 * comes once the screen shows it, leaves, and gives back the failures reported, with none of the personal strings.
 */
async function failuresOf(path: string, shown: (page: Page) => Promise<unknown>, before?: (page: Page) => Promise<unknown>) {
  const { page, context, errors } = await open(withPersonalQuery(path), { before });
  await shown(page);
  await requestedAt(page, REPORTING_CODE);
  const items = await leave(page, (all) => failuresIn(all).length > 0);
  await context.close();
  expect(personalIn(items)).toEqual([]);
  return { failures: failuresIn(items), errors };
}

/** The one failure reported, as failuresOf finds it. */
async function failureOf(...args: Parameters<typeof failuresOf>) {
  const { failures, errors } = await failuresOf(...args);
  expect(failures.map(saysOf)).toHaveLength(1);
  return { failure: failures[0]!, errors };
}

const alert = (page: Page) => page.getByRole('alert').waitFor();
const LOAN = '/loan/details?productId=P-PRESTO&orderId=ORD174';
const COMPLAINT = '/complainPageNext?problemType=2&orderNo=ORD180';
/** Holds every request of `file`: the code never comes. */
const hold = (file: RegExp) => (page: Page) => page.route(file, () => {});
const abort = (file: RegExp) => (page: Page) => page.route(file, (route: Route) => route.abort());

describe('each kind of failure is reported once, naming its screen, nothing personal in it', () => {
  test.each([
    ['500', 'failed', '(HTTP 500)'],
    ['malformed', 'failed', '(HTTP 200)'],
    ['hang', 'hung', ''],
    ['data-null-leaves', 'refused', 'at /data/'],
  ])(
    'a call whose server answers %s: %s',
    async (mode, outcome, words) => {
      await app.scenario({ fail: { path: '/v3/loan-details/loan-details', mode } });
      const { failure } = await failureOf(LOAN, (page) => page.locator('[data-screen=loanDetails][data-phase=failed]').waitFor());
      expect(failure.tags).toMatchObject({ kind: 'call', endpoint: 'loanDetails', outcome, screen: 'loanDetails', route: '/loan/details' });
      expect(saysOf(failure)).toContain(`call loanDetails ${outcome}`);
      expect(saysOf(failure)).toContain(words);
    },
    60_000,
  );

  test.each([
    ["the screen's code", /\/assets\/complaintNext-[\w-]+\.js$/, 'complaintNext'],
    ['the drawing code', /\/assets\/draw-[\w-]+\.js$/, 'draw'],
  ])(
    '%s that fails, then that hangs',
    async (_, file, chunk) => {
      for (const [outcome, fault] of [
        ['failed', abort(file)],
        ['hung', hold(file)],
      ] as const) {
        await app.reset();
        // The screen's code needs the drawing code: without it, that does not load either, and says so.
        const { failures } = await failuresOf(COMPLAINT, alert, fault);
        const told = failures.map(({ tags }) => [tags.kind, tags.chunk, tags.outcome, tags.screen]);
        expect(told).toContainEqual(['chunk', chunk, outcome, 'complaintNext']);
        expect(told.filter(([kind, which]) => kind !== 'chunk' || (which !== chunk && which !== 'complaintNext'))).toEqual([]);
      }
    },
    90_000,
  );

  test("a screen's block that throws as it draws: the error boundary's catch, with where in the tree", async () => {
    app.faults.set(/\/assets\/FloatingButton-[\w-]+\.js$/, 'throw');
    try {
      const { failure, errors } = await failureOf('/repayDelay?productId=P-LANA&orderId=ORD174D&userId=U2002', alert);
      expect(failure.tags).toMatchObject({ kind: 'boundary', screen: 'extension' });
      expect(failure.exception).toMatchObject({ values: [{ type: 'Error', value: 'a kind that throws as it draws' }] });
      expect(String((failure.extra as { componentStack?: string }).componentStack)).toMatch(/FloatingButton-[\w-]+\.js/);
      expect(errors.join(' ')).toContain('a kind that throws as it draws');
    } finally {
      app.faults.clear();
    }
  }, 60_000);

  test('a document the code cannot take over as drawn (a hydration mismatch)', async () => {
    const { failure, errors } = await failureOf(
      '/aboutUs',
      (page) => settled(page, 'aboutUs'),
      (page) => page.addInitScript(changeDrawnText),
    );
    expect(failure.tags).toMatchObject({ kind: 'hydration', screen: 'aboutUs' });
    expect(errors.join(' ')).toContain('could not take its document over');
  }, 60_000);

  test('an uncaught error and an unhandled rejection, whatever personal words they carry', async () => {
    const { page, context } = await open(withPersonalQuery(COMPLAINT));
    await settled(page, 'complaintNext');
    await typeEverywhere(page, 0);
    // What the boot notes goes with the reporting code, which comes after ready: a page left before it sends nothing.
    await requestedAt(page, REPORTING_CODE);
    await page.evaluate(throwPersonal, THROWN_WORDS);
    const items = await leave(page, (all) => failuresIn(all).length === 2);
    await context.close();
    expectThrownReported(items);
    expect(personalIn(items)).toEqual([]);
  }, 60_000);

  test("something the site's Content-Security-Policy blocks, as nginx serves it", async () => {
    const nginx = await startNginx(app.dist, app.sandbox, app.pages);
    try {
      const { page, context } = await open(withPersonalQuery('/aboutUs'), { base: nginx.url });
      await settled(page, 'aboutUs');
      await requestedAt(page, REPORTING_CODE);
      await page.evaluate(blockedImage, PERSONAL.phones[1]);
      const items = await leave(page, (all) => failuresIn(all).length > 0);
      await context.close();
      expect(failuresIn(items).map((f) => [f.tags.kind, f.tags.screen, saysOf(f)])).toEqual([
        // The phone in the path is the address's own query value, so it is taken out as that.
        ['csp', 'aboutUs', 'CSP img-src blocked https://pictures.example.net/[value]/p.png'],
      ]);
      expect(personalIn(items)).toEqual([]);
    } finally {
      nginx.close();
    }
  }, 60_000);
});

/** As when the borrower switches apps: the page is hidden, then shown again (Chromium has no switch to flip it). */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}

describe.each(['500', 'hang'])('a collector that answers %s', (mode) => {
  test('costs the borrower nothing: screen after screen, each still loads and answers, in one browser', async () => {
    await app.scenario({ fail: { path: '/field', mode } });
    const { page, context, errors, collector } = await open('about:blank');
    const problems: string[] = [];
    for (const shot of firstStates()) {
      try {
        await page.goto(new URL(shot.path, app.url).href);
        await settled(page, shot.screen);
        await timingCodeRan(page);
        // What it noted goes while the page stays (two at most at once), the rest when it is left.
        await hideAndShow(page);
        const ready = await page.locator(`[data-screen="${shot.screen}"]`).getAttribute('data-phase');
        if (ready !== 'ready' && ready !== 'failed') problems.push(`${shot.id}: ${ready} after the reports went`);
      } catch (error) {
        problems.push(`${shot.id}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    // Six calls at once: with reports stuck on their connections, the page's own still get theirs.
    const answers = await page.evaluate(() =>
      Promise.all(Array.from({ length: 6 }, () => fetch('/evolved/user-problem/get-whatsapp?overall=30').then((r) => r.json()))),
    );
    await context.close();
    expect(problems).toEqual([]);
    expect(answers.map((answer: { code: unknown }) => String(answer.code))).toEqual(['0', '0', '0', '0', '0', '0']);
    expect(collector.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(await app.received()).toEqual([]);
  }, 600_000);
});
