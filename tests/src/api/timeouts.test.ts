import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestTimeout } from '../../../src/api/requestTimeout.ts';
import { pages } from '../../support/pages.ts';
import { resolveWith, text } from './config.ts';
import { makeService } from './makeService.ts';

const network = text('errors', 'network');

describe('every client of pages.yaml gives up', () => {
  it.each(['common', 'payment', 'wrapped'] as const)('%s calls end after appRequestTimeoutMs', (client) => {
    expect(requestTimeout(pages.api.clients[client], resolveWith())).toBe(pages.constants.appRequestTimeoutMs);
  });

  it("the app's own calls give up sooner than the promotion pair, and never instantly", () => {
    const own = pages.constants.appRequestTimeoutMs;
    expect(own).toBeGreaterThanOrEqual(10_000);
    expect(own).toBeLessThan(pages.constants.requestTimeoutMs);
  });

  it.each(Object.keys(pages.api.clients))('the %s client has a positive timeout', (client) => {
    expect(requestTimeout(pages.api.clients[client as keyof typeof pages.api.clients], resolveWith())).toBeGreaterThan(0);
  });
});

describe('a call that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['problemList', 'common'],
    ['repaymentWay', 'payment'],
    ['loanDetails', 'wrapped'],
  ])('%s (%s) ends as a timeout with the network text, hiding its loading toast', async (endpoint) => {
    const { api, toast } = makeService(() => 'hang');
    let settled = false;
    const pending = api.call(endpoint, { orderId: 'ORD1', productId: 'P1' }, { loading: 'Cargando' }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(pages.constants.appRequestTimeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ success: false, code: 'timeout', message: network, data: undefined, raw: undefined });
    expect(toast.shown()).toEqual([network]);
    expect(toast.events.at(-2)).toMatchObject({ kind: 'hide' });
  });
});
