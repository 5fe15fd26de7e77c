import { describe, expect, test } from 'vitest';
import { engineFamily } from '../../src/field/engineFamily.ts';
import { envelope } from '../../src/field/envelope.ts';
import { stackFrames } from '../../src/field/stackFrames.ts';
import { timingEvent, type View } from '../../src/field/timingEvent.ts';

describe('engineFamily', () => {
  const cases: [string, string][] = [
    [
      'Mozilla/5.0 (Linux; Android 11; SM-A125M Build/RP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/93.0.4577.82 Mobile Safari/537.36',
      'chromium',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/18.0 Chrome/99.0.4844.88 Mobile Safari/537.36',
      'chromium',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'webkit'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      'webkit',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/118.0 Mobile/15E148 Safari/605.1.15',
      'webkit',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'webkit'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/605.1.15', 'webkit'],
    ['Mozilla/5.0 (Android 13; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'gecko'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'gecko'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36', 'chromium'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)', 'other'],
  ];
  test.each(cases)('%s is %s', (userAgent, family) => expect(engineFamily(userAgent)).toBe(family));
});

describe('stackFrames', () => {
  test("reads Chromium's, WebKit's and Gecko's frames, oldest first, and leaves out what is not a frame", () => {
    const chromium = [
      "TypeError: Cannot read properties of undefined (reading 'amount')",
      '    at rowsOf (https://pages.creditoagil.mx/assets/loanDetails-Dk3aBc9x.js:1:2345)',
      '    at https://pages.creditoagil.mx/assets/index-B3x9Kq12.js:2:17',
    ].join('\n');
    expect(stackFrames(chromium)).toEqual([
      { filename: 'https://pages.creditoagil.mx/assets/index-B3x9Kq12.js', lineno: 2, colno: 17 },
      { function: 'rowsOf', filename: 'https://pages.creditoagil.mx/assets/loanDetails-Dk3aBc9x.js', lineno: 1, colno: 2345 },
    ]);
    const webkit =
      'rowsOf@https://pages.creditoagil.mx/assets/loanDetails-Dk3aBc9x.js:1:2345\n@https://pages.creditoagil.mx/assets/index-B3x9Kq12.js:2:17\n[native code]';
    expect(stackFrames(webkit).map((f) => [f.function, f.lineno])).toEqual([
      [undefined, 2],
      ['rowsOf', 1],
    ]);
  });
});

describe('envelope', () => {
  test("is Sentry's: a header naming the event, the item's type, its JSON, one line each", () => {
    const text = envelope({ type: 'event', payload: { event_id: 'ab'.repeat(16), level: 'error' } }, Date.UTC(2026, 10, 20));
    const [header, item, payload, end] = text.split('\n');
    expect(JSON.parse(header!)).toMatchObject({ event_id: 'ab'.repeat(16), sent_at: '2026-11-20T00:00:00.000Z' });
    expect(JSON.parse(item!)).toEqual({ type: 'event' });
    expect(JSON.parse(payload!)).toEqual({ event_id: 'ab'.repeat(16), level: 'error' });
    expect(end).toBe('');
  });
});

describe('timingEvent', () => {
  const context = { environment: 'sandbox', build: 'B3x9Kq12', engine: 'webkit' };
  const view: View = {
    page: { screen: 'loanDetails', route: '/loan/details', language: 'es' },
    start: 1_780_000_000_000,
    load: true,
    moments: { firstDraw: 850, ready: 1400 },
    vitals: { lcp: 1200, cls: 0.02, fcp: 800, ttfb: 210, inp: 96 },
    elements: { lcp: 'main>p.notice', inp: '#repay-ORD174>button.primary' },
  };

  test('is a pageload transaction named by the route, each timing a measurement, the screen and engine as tags', () => {
    const { type, payload } = timingEvent(view, context);
    expect(type).toBe('transaction');
    expect(payload).toMatchObject({
      type: 'transaction',
      transaction: '/loan/details',
      release: 'B3x9Kq12',
      environment: 'sandbox',
      start_timestamp: 1_780_000_000,
      timestamp: 1_780_000_001.4,
      contexts: { trace: { op: 'pageload' } },
      tags: { screen: 'loanDetails', route: '/loan/details', language: 'es', engine: 'webkit', 'lcp.element': 'main>p.notice' },
      measurements: {
        first_draw: { value: 850, unit: 'millisecond' },
        ready: { value: 1400, unit: 'millisecond' },
        lcp: { value: 1200, unit: 'millisecond' },
        cls: { value: 0.02, unit: 'none' },
        inp: { value: 96, unit: 'millisecond' },
      },
    });
    // An element's id may hold data.
    expect(payload.tags).toMatchObject({ 'inp.element': '#repay-[id]>button.primary' });
  });

  test('a screen reached by a tap is a navigation with its own moments', () => {
    const { payload } = timingEvent({ ...view, load: false, vitals: {}, elements: {}, moments: { ready: 300 } }, context);
    expect(payload.contexts).toMatchObject({ trace: { op: 'navigation' } });
    expect(payload.measurements).toEqual({ ready: { value: 300, unit: 'millisecond' } });
  });
});
