// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { connectFieldReports, type Noted } from '../../src/field/fieldClient.ts';
import { startFieldReports } from '../../src/field/startFieldReports.ts';
import type { PageFacts } from '../../src/field/types.ts';
import { PERSONAL, PERSONAL_STRINGS, personalInReport } from './personalData.ts';

const settings = { endpoint: '/evolved/field/api/1/envelope/', timingShare: 0.25, environment: 'sandbox' };
let here: PageFacts = { screen: 'bindBank', route: '/bindBank', language: 'es' };
const page = () => here;

/** Each envelope sent, read back: its item's type and payload. */
function collector() {
  const sent: { type: string; payload: Record<string, unknown> & { tags: Record<string, string> } }[] = [];
  const send = (body: string) => {
    const [, item, payload] = body.split('\n');
    sent.push({ type: JSON.parse(item!).type, payload: JSON.parse(payload!) });
    return true;
  };
  return { sent, send };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}
/** As browsers leave a page: pagehide while still visible, then visibilitychange to hidden. */
function leave() {
  window.dispatchEvent(new Event('pagehide'));
  hide();
}

beforeEach(() => {
  here = { screen: 'bindBank', route: '/bindBank', language: 'es' };
  history.replaceState(null, '', '/bindBank?orderId=ORD174&userId=U1001&amount=202140');
  document.body.innerHTML = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('connectFieldReports', () => {
  test('sends nothing until the page is hidden, then one envelope per failure, each naming its screen', () => {
    const { sent, send } = collector();
    const early: Noted = { problem: { kind: 'call', details: { endpoint: 'repaymentWay', outcome: 'hung' }, page: here, at: 1 } };
    const reports = connectFieldReports({ settings, page, noted: [early], send, random: () => 0.9 });
    here = { screen: 'repayPlan', route: '/repay', language: 'en' };
    reports.problem('chunk', { chunk: 'repayPlan', outcome: 'failed' });
    expect(sent).toEqual([]);
    hide();
    expect(sent.map(({ type, payload }) => [type, payload.tags.kind, payload.tags.screen, payload.tags.language])).toEqual([
      ['event', 'call', 'bindBank', 'es'],
      ['event', 'chunk', 'repayPlan', 'en'],
    ]);
    // What went is not sent again; what comes after goes at the next hiding.
    reports.problem('call', { endpoint: 'repaymentCommit', outcome: 'failed', status: 500 });
    leave();
    expect(sent).toHaveLength(3);
  });

  test('code that hung goes at once, with what waited: the page may still be loading when it is left', () => {
    const { sent, send } = collector();
    const early: Noted = { problem: { kind: 'call', details: { endpoint: 'repaymentWay', outcome: 'failed' }, page: here, at: 1 } };
    const reports = connectFieldReports({ settings, page, noted: [early], send, random: () => 0.9 });
    expect(sent).toEqual([]);
    reports.problem('chunk', { chunk: 'draw', outcome: 'hung' });
    expect(sent.map(({ payload }) => [payload.tags.kind, payload.tags.outcome])).toEqual([
      ['call', 'failed'],
      ['chunk', 'hung'],
    ]);
  });

  test('the same failure on the same screen is reported once, and a page view sends twenty at most', () => {
    const { sent, send } = collector();
    const reports = connectFieldReports({ settings, page, noted: [], send, random: () => 0.9 });
    for (let i = 0; i < 5; i++) reports.problem('call', { endpoint: 'problemList', outcome: 'failed' });
    for (let i = 0; i < 40; i++) reports.problem('error', { error: new Error(`step ${i}`) });
    leave();
    expect(sent.filter(({ payload }) => payload.tags.endpoint === 'problemList')).toHaveLength(1);
    expect(sent).toHaveLength(20);
  });

  test('the policy blocking the reports themselves is not reported; another blocked load is', () => {
    const { sent, send } = collector();
    const reports = connectFieldReports({ settings, page, noted: [], send, random: () => 0.9 });
    reports.problem('csp', { directive: 'connect-src', blocked: `${location.origin}/evolved/field/api/1/envelope/` });
    reports.problem('csp', { directive: 'img-src', blocked: 'https://evil.example.net/pixel.gif' });
    leave();
    expect(sent.map(({ payload }) => payload.message)).toEqual([{ formatted: 'CSP img-src blocked https://evil.example.net/pixel.gif' }]);
  });

  test('a page view outside the timing share reports failures only', async () => {
    const { sent, send } = collector();
    const reports = connectFieldReports({ settings, page, noted: [], send, random: () => 0.25 });
    reports.moment('firstDraw', 400);
    reports.moment('ready', 900);
    await vi.dynamicImportSettled();
    leave();
    expect(sent).toEqual([]);
  });

  test("one inside it reports each screen's moments, its load's as a pageload, once the screen is ready", async () => {
    const { sent, send } = collector();
    const noted: Noted[] = [
      { moment: 'firstDraw', ms: 420, page: here, at: 10_000 },
      { moment: 'ready', ms: 910, page: here, at: 10_500 },
    ];
    const reports = connectFieldReports({ settings, page, noted, send, random: () => 0.1 });
    await vi.dynamicImportSettled();
    here = { screen: 'repayPlan', route: '/repay', language: 'es' };
    reports.moment('firstDraw', 120);
    hide();
    expect(sent.map(({ type, payload }) => [type, payload.tags.screen, payload.contexts])).toEqual([
      ['transaction', 'bindBank', { trace: expect.objectContaining({ op: 'pageload' }) }],
    ]);
    expect(sent[0]!.payload.measurements).toMatchObject({ first_draw: { value: 420 }, ready: { value: 910 } });
    // The screen reached by a tap goes when it is ready, or when the page is left before that.
    leave();
    expect(sent.map(({ payload }) => [payload.tags.screen, payload.contexts])).toEqual([
      ['bindBank', { trace: expect.objectContaining({ op: 'pageload' }) }],
      ['repayPlan', { trace: expect.objectContaining({ op: 'navigation' }) }],
    ]);
  });

  test("nothing of the page's address, its fields or the failures' words that may be someone's leaves", async () => {
    const { sent, send } = collector();
    history.replaceState(null, '', `/complaint?orderId=ORD180S&phone=${encodeURIComponent('+52 55 4161 2030')}#/x?userId=USR883301`);
    document.body.innerHTML = `<textarea>${PERSONAL.typed[0]}</textarea><input value="${PERSONAL.typed[1]}">`;
    const reports = connectFieldReports({ settings, page, noted: [], send, random: () => 0 });
    for (const value of PERSONAL_STRINGS) {
      here = { screen: 'complaintNext', route: '/complainPageNext', language: 'es' };
      reports.problem('error', { error: new Error(`could not save ${value} for ${location.href}`) });
      reports.problem('rejection', { reason: `${value}` });
      reports.problem('call', { endpoint: 'problemSave', outcome: 'refused', where: `/data/${value}` });
    }
    reports.moment('ready', 700);
    await vi.dynamicImportSettled();
    leave();
    expect(sent.length).toBeGreaterThan(10);
    for (const { payload } of sent) expect(personalInReport(payload)).toEqual([]);
    expect(JSON.stringify(sent)).not.toContain('ORD180S');
  });
});

/** A fetch that answers at once, in a browser whose requests have keepalive; what it was asked is in `mock.calls`. */
function stubFetch() {
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal(
    'Request',
    class {
      get keepalive() {
        return true;
      }
    },
  );
  return fetch;
}

describe('startFieldReports', () => {
  test('with reports off, it listens to nothing and loads nothing', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const reports = startFieldReports({ settings: null, page });
    reports.problem('call', { endpoint: 'loanDetails', outcome: 'failed' });
    reports.moment('ready', 100);
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
  });

  test('notes failures from the start, loads the reporting code at ready, and sends only when the page is hidden', async () => {
    const fetch = stubFetch();
    const reports = startFieldReports({ settings: { ...settings, timingShare: 0 }, page, build: 'B3x9Kq12' });
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is not a function'), message: 'x is not a function' }));
    reports.problem('call', { endpoint: 'repaymentWay', outcome: 'failed', status: 502 });
    await vi.dynamicImportSettled();
    hide();
    expect(fetch).not.toHaveBeenCalled();
    reports.moment('ready', 800);
    await vi.dynamicImportSettled();
    expect(fetch).not.toHaveBeenCalled();
    hide();
    const bodies = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => String(init.body));
    expect(bodies.map((body) => JSON.parse(body.split('\n')[2]!).tags.kind)).toEqual(['error', 'call']);
    expect(JSON.parse(bodies[0]!.split('\n')[2]!)).toMatchObject({ release: 'B3x9Kq12', exception: { values: [{ type: 'TypeError' }] } });
  });

  test('a page whose screen never gets ready still reports why, twenty seconds after its first failure', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch();
    const reports = startFieldReports({ settings: { ...settings, timingShare: 0 }, page, build: 'B3x9Kq12' });
    reports.problem('chunk', { chunk: 'draw', outcome: 'hung' });
    await vi.advanceTimersByTimeAsync(19_000);
    await vi.dynamicImportSettled();
    hide();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.dynamicImportSettled();
    vi.useRealTimers();
    hide();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('neither call throws, whatever it is given', async () => {
    const reports = startFieldReports({ settings: { ...settings, timingShare: 0 }, page });
    reports.moment('ready', 1);
    await vi.dynamicImportSettled();
    expect(() => reports.problem('csp', {} as never)).not.toThrow();
    expect(() => reports.problem('call', null as never)).not.toThrow();
  });
});
