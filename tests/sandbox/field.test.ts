import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '../../src/field/envelope.ts';
import { problemEvent } from '../../src/field/problemEvent.ts';
import { timingEvent } from '../../src/field/timingEvent.ts';
import { type Harness, type Json, startHarness } from './harness.ts';

const ENDPOINT = '/evolved/field/api/1/envelope/';
const context = { environment: 'sandbox', build: 'B3x9Kq12', engine: 'webkit' };
const page = { screen: 'loanDetails', route: '/loan/details', language: 'es' };
const failure = problemEvent({ kind: 'call', details: { endpoint: 'loanDetails', outcome: 'hung' }, page, at: Date.now() }, context, []);
const timings = timingEvent({ page, start: Date.now(), load: true, moments: { ready: 900 }, vitals: { lcp: 1100 }, elements: {} }, context);

let sandbox: Harness;
beforeAll(async () => {
  sandbox = await startHarness();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.control('/reset', {});
  await sandbox.control('/field/clear', {});
});

const post = (body: string, path = ENDPOINT) =>
  sandbox.raw(`${path}?sentry_key=0123456789abcdef0123456789abcdef&sentry_version=7`, { method: 'POST', body });
const received = (): Promise<Json> => sandbox.control('/field');

describe('the field-report collector', () => {
  test('takes what the pages send, as GlitchTip does, and keeps each event and transaction, out of the request log', async () => {
    const answer = await post(envelope(failure, Date.now()));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: failure.payload.event_id });
    expect((await post(envelope(timings, Date.now()))).status).toBe(200);
    const { items, refused } = await received();
    expect(items.map((item: Json) => [item.type, item.payload.tags.screen])).toEqual([
      ['event', 'loanDetails'],
      ['transaction', 'loanDetails'],
    ]);
    expect(items[1].payload.measurements).toEqual({
      ready: { value: 900, unit: 'millisecond' },
      lcp: { value: 1100, unit: 'millisecond' },
    });
    expect(items[0].receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(refused).toEqual([]);
    expect(await sandbox.control('/requests')).toEqual([]);
  });

  test("reads items by their length in bytes, several to an envelope, and skips types it does not keep, as Sentry's protocol has it", async () => {
    const event = JSON.stringify({ ...failure.payload, message: { formatted: 'código ñ' } });
    const body = [
      JSON.stringify({ event_id: failure.payload.event_id }),
      JSON.stringify({ type: 'event', length: Buffer.byteLength(event) }),
      event,
      JSON.stringify({ type: 'client_report' }),
      JSON.stringify({ discarded_events: [] }),
      JSON.stringify({ type: 'transaction' }),
      JSON.stringify(timings.payload),
    ].join('\n');
    expect((await post(body)).status).toBe(200);
    const { items } = await received();
    expect(items.map((item: Json) => item.type)).toEqual(['event', 'transaction']);
    expect(items[0].payload.message).toEqual({ formatted: 'código ñ' });
  });

  test('refuses, with the reason, what GlitchTip or Sentry could not read, and keeps nothing of it', async () => {
    const cases: [string, string][] = [
      ['not json\n{"type":"event"}\n{}', 'the envelope does not start with a JSON header line'],
      ['{}\n{"length":3}\n{}\n', 'an item header is not JSON with a type'],
      ['{}\n{"type":"event","length":99}\n{}', 'an item is shorter than its length 99'],
      ['{}\n{"type":"event"}\n[1]', 'the event is not a JSON object'],
      ['{}\n{"type":"event"}\n{"level":"error"}', 'an event needs an exception or a message'],
      ['{}\n{"type":"transaction"}\n{"transaction":"/x","contexts":{}}', 'a transaction needs start_timestamp, timestamp'],
    ];
    for (const [body, reason] of cases) {
      const answer = await post(body);
      expect([answer.status, await answer.json()]).toEqual([400, { detail: reason }]);
    }
    const { items, refused } = await received();
    expect(items).toEqual([]);
    expect(refused.map((r: Json) => r.reason)).toEqual(cases.map(([, reason]) => reason));
  });

  test('answers only its envelope endpoint, and only POST', async () => {
    expect((await post(envelope(failure, Date.now()), '/evolved/field/api/1/store/')).status).toBe(404);
    expect((await sandbox.raw(ENDPOINT)).status).toBe(405);
  });

  test('fails (or hangs, or answers late) under the rules of its path /field, keeping nothing of a failed envelope', async () => {
    await sandbox.control('/scenario', { fail: { path: '/field', mode: '500', times: 1 } });
    expect((await post(envelope(failure, Date.now()))).status).toBe(500);
    expect((await received()).items).toEqual([]);
    expect((await post(envelope(failure, Date.now()))).status).toBe(200);
    expect((await received()).items).toHaveLength(1);
  });

  test('a reset of the seed keeps what arrived, as the record of a session; clearing the reports forgets it', async () => {
    await post(envelope(failure, Date.now()));
    await post('garbage');
    await sandbox.control('/reset', {});
    expect((await received()).items).toHaveLength(1);
    await sandbox.control('/field/clear', {});
    expect(await received()).toEqual({ items: [], refused: [] });
  });
});
