import { describe, expect, it } from 'vitest';
import type { ApiService } from '../../../renderer/runtime/services.ts';
import { createExpressionFunctions } from '../../../src/expressionFunctions.ts';
import { appFunctionNames } from '../../../src/expressionFunctionNames.ts';
import { pages } from '../../support/pages.ts';

process.env.TZ = 'America/Mexico_City';

function make(currency = '$', url: ApiService['url'] = (id, query) => `/${id}?${new URLSearchParams(query as Record<string, string>)}`) {
  const api: ApiService = {
    call: () => Promise.reject(new Error('not used')),
    upload: () => Promise.reject(new Error('not used')),
    url,
  };
  let symbol = currency;
  const userAgent = () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.49';
  const functions = createExpressionFunctions({
    constants: pages.constants,
    currency: () => symbol,
    api,
    now: () => 1_700_000_000_000,
    userAgent,
  });
  return { functions, setCurrency: (s: string) => (symbol = s) };
}

describe('createExpressionFunctions', () => {
  it('has exactly the names the checker knows', () => {
    expect(Object.keys(make().functions).sort()).toEqual([...appFunctionNames].sort());
  });

  it('formats with the constants and the current currency', () => {
    const { functions, setCurrency } = make();
    expect(functions.money(123456)).toBe('$1.234,56');
    expect(functions.money('-123456')).toBe('-$1.234,56');
    setCurrency('₹');
    expect(functions.money(100)).toBe('₹1,00');
    expect(functions.amount(123456)).toBe('1.234,56');
    expect(functions.date('2024-01-05 13:04:05')).toBe('2024-01-05');
    expect(functions.datetime(1704481445)).toBe('2024-01-05 13:04:05');
    expect(functions.now()).toBe(1_700_000_000_000);
  });

  it('builds API URLs through the service', () => {
    const { functions } = make();
    expect(functions.apiUrl('captcha', { sid: 'S1', a: '5' })).toBe('/captcha?sid=S1&a=5');
    expect(functions.apiUrl('captcha', 'not an object')).toBe('/captcha?');
  });

  it('tells what the user agent contains, ignoring case, for a text or any of a list', () => {
    const { functions } = make();
    expect(functions.userAgentHas(pages.constants.messengerUserAgent)).toBe(true);
    expect(functions.userAgentHas('iphone')).toBe(true);
    expect(functions.userAgentHas(['Android', 'iPad', 'iPhone'])).toBe(true);
    expect(functions.userAgentHas('Android')).toBe(false);
    expect(functions.userAgentHas(['Android', 'iPad'])).toBe(false);
    expect(functions.userAgentHas('')).toBe(false);
    expect(functions.userAgentHas(undefined)).toBe(false);
    expect(functions.userAgentHas([3, null])).toBe(false);
  });

  it('is total: bad input gives "" and nothing throws', () => {
    const { functions } = make('$', () => {
      throw new Error('broken');
    });
    expect(functions.money('abc')).toBe('');
    expect(functions.amount(undefined)).toBe('');
    expect(functions.date({})).toBe('');
    expect(functions.datetime('soon')).toBe('');
    expect(functions.apiUrl(42, {})).toBe('');
    expect(functions.apiUrl('captcha', {})).toBe('');
    expect(functions.money()).toBe('');
  });
});
