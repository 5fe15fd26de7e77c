import { describe, expect, test } from 'vitest';
import { type NotedProblem, problemEvent } from '../../src/field/problemEvent.ts';
import { PERSONAL, PERSONAL_STRINGS, personalInReport } from './personalData.ts';

const context = { environment: 'sandbox', build: 'B3x9Kq12', engine: 'chromium' };
const page = { screen: 'loanDetails', route: '/loan/details', language: 'es' };
const at = 1_780_000_000_000;
const event = (problem: Omit<NotedProblem, 'page' | 'at'>, secrets: string[] = []) =>
  problemEvent({ ...problem, page, at } as NotedProblem, context, secrets).payload;

function thrown(message: string, stack?: string, name = 'TypeError'): Error {
  const error = new Error(message);
  error.name = name;
  error.stack = stack ?? `${name}: ${message}\n    at rowsOf (https://pages.creditoagil.mx/assets/loanDetails-Dk3aBc9x.js:1:2345)`;
  return error;
}

describe('problemEvent', () => {
  test('an uncaught error is an exception with its type, first line and frames, and the page it happened on', () => {
    const payload = event({ kind: 'error', details: { error: thrown("Cannot read properties of undefined (reading 'amount')") } });
    expect(payload).toMatchObject({
      level: 'error',
      platform: 'javascript',
      release: 'B3x9Kq12',
      environment: 'sandbox',
      timestamp: 1_780_000_000,
      transaction: '/loan/details',
      tags: { kind: 'error', screen: 'loanDetails', route: '/loan/details', language: 'es', engine: 'chromium' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: "Cannot read properties of undefined (reading 'amount')",
            stacktrace: {
              frames: [
                { function: 'rowsOf', filename: 'https://pages.creditoagil.mx/assets/loanDetails-Dk3aBc9x.js', lineno: 1, colno: 2345 },
              ],
            },
          },
        ],
      },
    });
    expect(payload.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a call says which endpoint and how it went, never its data, and groups by them', () => {
    expect(event({ kind: 'call', details: { endpoint: 'loanDetails', outcome: 'hung' } })).toMatchObject({
      message: { formatted: 'call loanDetails hung' },
      tags: { kind: 'call', endpoint: 'loanDetails', outcome: 'hung', screen: 'loanDetails' },
      fingerprint: ['call', 'loanDetails', 'loanDetails', 'hung'],
    });
    expect(event({ kind: 'call', details: { endpoint: 'problemList', outcome: 'failed', status: 500 } }).message).toEqual({
      formatted: 'call problemList failed (HTTP 500)',
    });
    expect(event({ kind: 'call', details: { endpoint: 'loanDetails', outcome: 'refused', where: '/data/orderStatus' } }).message).toEqual({
      formatted: 'call loanDetails refused at /data/orderStatus',
    });
  });

  test('a chunk, a blocked load, a boundary, a hydration and a rejection each say what they are', () => {
    expect(event({ kind: 'chunk', details: { chunk: 'draw', outcome: 'failed' } }).message).toEqual({
      formatted: 'code draw did not load',
    });
    expect(event({ kind: 'chunk', details: { chunk: 'loanDetails', outcome: 'hung' } }).message).toEqual({
      formatted: 'code loanDetails hung',
    });
    const csp = event({ kind: 'csp', details: { directive: 'img-src', blocked: 'https://evil.example.net/x.png?u=U1001' } });
    expect(csp).toMatchObject({ level: 'warning', message: { formatted: 'CSP img-src blocked https://evil.example.net/x.png' } });
    const boundary = event({ kind: 'boundary', details: { error: thrown('boom'), componentStack: '\n    at Rows\n    at ScreenView' } });
    expect(boundary).toMatchObject({ tags: { kind: 'boundary' }, extra: { componentStack: '\n    at Rows\n    at ScreenView' } });
    const hydration = event({
      kind: 'hydration',
      details: {
        error: thrown(
          "Hydration failed because the server rendered text didn't match the client.\n+ Juan Pérez\n- Ana",
          undefined,
          'Error',
        ),
      },
    });
    expect((hydration.exception as { values: { value: string }[] }).values[0]!.value).toBe(
      "Hydration failed because the server rendered text didn't match the client.",
    );
    // A rejection with something other than an error says its type only: its contents may be an answer's data.
    expect(event({ kind: 'rejection', details: { reason: { phone: '13800000011' } } }).exception).toEqual({
      values: [{ type: 'UnhandledRejection', value: 'a thrown object' }],
    });
  });

  test('no personal string reaches an event, whatever failure carries it', () => {
    const typed = [...PERSONAL.typed];
    for (const value of PERSONAL_STRINGS) {
      const url = `https://pages.creditoagil.mx/bindBank?orderId=${encodeURIComponent(value)}`;
      const payloads = [
        event({ kind: 'error', details: { error: thrown(`no order ${value}`, `Error: ${value}\n    at f (${url}:1:2)`) } }, typed),
        event({ kind: 'rejection', details: { reason: `rejected ${value}` } }, typed),
        event({ kind: 'boundary', details: { error: thrown(value), componentStack: `at Row (${url})` } }, typed),
        event({ kind: 'hydration', details: { error: thrown(`mismatch ${value}\n+ ${value}`) } }, typed),
        event({ kind: 'call', details: { endpoint: 'loanDetails', outcome: 'refused', where: `/data/${value}` } }, typed),
        event({ kind: 'chunk', details: { chunk: `${url}`, outcome: 'failed' } }, typed),
        event({ kind: 'csp', details: { directive: 'connect-src', blocked: url } }, typed),
      ];
      for (const payload of payloads) expect(personalInReport(payload), `${value} in ${JSON.stringify(payload)}`).toEqual([]);
    }
  });
});
