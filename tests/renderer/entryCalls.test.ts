import { expect, test } from 'vitest';
import type { CallResult } from '../../renderer/runtime/services.ts';
import { createEntryCalls, entryCallKey } from '../../renderer/entry/entryCalls.ts';

const answer: CallResult = { success: true, code: 0, message: '', data: { id: 1 }, raw: {} };

test('a call taken twice is sent once, and its answer is there to read once it is in, until used', async () => {
  const calls = createEntryCalls();
  const key = entryCallKey('loanDetails', 'details', { orderId: 'ORD174' });
  let sent = 0;
  let reply!: (result: CallResult) => void;
  const start = () => {
    sent += 1;
    return new Promise<CallResult>((resolve) => {
      reply = resolve;
    });
  };
  const first = calls.take(key, start);
  expect(calls.take(key, start)).toBe(first);
  expect(sent).toBe(1);
  expect(calls.answered(key)).toBeUndefined();
  reply(answer);
  await first;
  expect(calls.answered(key)).toBe(answer);
  calls.used(key);
  expect(calls.answered(key)).toBeUndefined();
  void calls.take(key, start);
  expect(sent).toBe(2);
});

test('an answer that comes back after the screen used the call is not kept for the next visit', async () => {
  const calls = createEntryCalls();
  const key = entryCallKey('complaintNext', 'init', { orderId: 'ORD180' });
  let reply!: (result: CallResult) => void;
  const call = calls.take(key, () => new Promise<CallResult>((resolve) => (reply = resolve)));
  calls.used(key);
  reply(answer);
  await call;
  expect(calls.answered(key)).toBeUndefined();
});
