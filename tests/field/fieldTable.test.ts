import { describe, expect, test } from 'vitest';
import type { FieldItem, FieldStore } from '../../sandbox/fieldCollector.ts';
import { problemEvent } from '../../src/field/problemEvent.ts';
import { timingEvent } from '../../src/field/timingEvent.ts';
import { percentile, summarise } from '../../tools/field/fieldSummary.ts';
import { fieldTable, textTable } from '../../tools/field/fieldTable.ts';

const page = (screen: string, route: string, language = 'es') => ({ screen, route, language });
const context = (engine: string, build = 'B3x9Kq12') => ({ environment: 'sandbox', build, engine });

function load(screen: string, engine: string, lcp: number, ready: number, at: string): FieldItem {
  const { type, payload } = timingEvent(
    { page: page(screen, `/${screen}`), start: 0, load: true, moments: { ready }, vitals: { lcp, cls: 0.01 }, elements: {} },
    context(engine),
  );
  return { receivedAt: at, type, payload };
}

function failure(kind: 'call' | 'error', screen: string, at: string, engine = 'chromium', build = 'B3x9Kq12'): FieldItem {
  const error = new TypeError("Cannot read properties of undefined (reading 'amount')");
  error.stack = `${error.message}\n    at rowsOf (https://pages.creditoagil.mx/assets/loanDetails-Dk3aBc9x.js:1:2345)`;
  const noted =
    kind === 'call' ? ({ kind, details: { endpoint: 'loanDetails', outcome: 'hung' } } as const) : ({ kind, details: { error } } as const);
  const { type, payload } = problemEvent({ ...noted, page: page(screen, '/loan/details'), at: 0 }, context(engine, build), []);
  return { receivedAt: at, type, payload };
}

const store: FieldStore = {
  items: [
    load('loanDetails', 'chromium', 1000, 1500, '2026-11-20T10:00:01.000Z'),
    load('loanDetails', 'chromium', 2000, 2500, '2026-11-20T10:00:02.000Z'),
    load('loanDetails', 'chromium', 3000, 3500, '2026-11-20T10:00:03.000Z'),
    load('loanDetails', 'chromium', 4000, 4500, '2026-11-20T10:00:04.000Z'),
    load('loanDetails', 'webkit', 1800, 2100, '2026-11-20T10:00:05.000Z'),
    failure('call', 'loanDetails', '2026-11-20T10:01:00.000Z', 'webkit'),
    failure('error', 'loanDetails', '2026-11-20T10:02:00.000Z'),
    failure('call', 'loanDetails', '2026-11-20T10:03:00.000Z', 'chromium', 'Q7r2Mm0p'),
  ],
  refused: [{ receivedAt: '2026-11-20T10:04:00.000Z', reason: 'an event needs an exception or a message' }],
};

describe('npm run field', () => {
  test('the 75th percentile is the nearest rank', () => {
    expect(percentile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8], 0.75)).toBe(6);
    expect(percentile([], 0.75)).toBeUndefined();
  });

  test('gives each timing per screen and engine, and each failure with how often, where and in which builds', () => {
    const summary = summarise(store);
    expect(summary.timings).toEqual([
      { screen: 'loanDetails', view: 'load', engine: 'chromium', count: 4, p75: { lcp: 3000, cls: 0.01, ready: 3500 } },
      { screen: 'loanDetails', view: 'load', engine: 'webkit', count: 1, p75: { lcp: 1800, cls: 0.01, ready: 2100 } },
    ]);
    expect(summary.failureCounts).toEqual([
      { kind: 'call', screen: 'loanDetails', count: 2 },
      { kind: 'error', screen: 'loanDetails', count: 1 },
    ]);
    expect(summary.failures.map((f) => [f.kind, f.count, f.lastSeen, f.builds, f.engines])).toEqual([
      ['call', 2, '2026-11-20T10:03:00.000Z', ['B3x9Kq12', 'Q7r2Mm0p'], ['chromium', 'webkit']],
      ['error', 1, '2026-11-20T10:02:00.000Z', ['B3x9Kq12'], ['chromium']],
    ]);
    expect(summary.failures[1]).toMatchObject({
      what: "TypeError: Cannot read properties of undefined (reading 'amount')",
      where: 'assets/loanDetails-Dk3aBc9x.js:1:2345 (rowsOf)',
    });
  });

  test('prints tables people paste into a note', () => {
    expect(fieldTable(summarise(store))).toBe(
      [
        'Field reports received from 2026-11-20 10:00:01 to 2026-11-20 10:03:00 (UTC).',
        '',
        'Timings, 75th percentile by screen and engine:',
        'screen       view  engine    count      LCP  INP    CLS  FCP  TTFB  first draw    ready',
        '-----------  ----  --------  -----  -------  ---  -----  ---  ----  ----------  -------',
        'loanDetails  load  chromium      4  3000 ms    –  0.010    –     –           –  3500 ms',
        'loanDetails  load  webkit        1  1800 ms    –  0.010    –     –           –  2100 ms',
        '',
        'Failures by kind and screen:',
        'kind   screen       count',
        '-----  -----------  -----',
        'call   loanDetails      2',
        'error  loanDetails      1',
        '',
        'Failures, newest first:',
        'last seen            count  kind   screen       route          what                                                               where                                           builds             engines          languages',
        '-------------------  -----  -----  -----------  -------------  -----------------------------------------------------------------  ----------------------------------------------  -----------------  ---------------  ---------',
        '2026-11-20 10:03:00      2  call   loanDetails  /loan/details  call loanDetails hung                                              –                                               B3x9Kq12 Q7r2Mm0p  chromium webkit  es',
        "2026-11-20 10:02:00      1  error  loanDetails  /loan/details  TypeError: Cannot read properties of undefined (reading 'amount')  assets/loanDetails-Dk3aBc9x.js:1:2345 (rowsOf)  B3x9Kq12           chromium         es",
        '',
        'Refused by the collector:',
        '  1 × an event needs an exception or a message',
        '',
      ].join('\n'),
    );
  });

  test('says so when nothing has arrived, and pads columns to their widest cell', () => {
    expect(fieldTable(summarise({ items: [], refused: [] }))).toBe(
      'No field reports arrived yet: reports go when a page is hidden or left.\n',
    );
    expect(
      textTable(
        ['a', 'n'],
        [
          ['long', '1'],
          ['x', '22'],
        ],
      ),
    ).toBe('a      n\n----  --\nlong   1\nx     22');
  });
});
