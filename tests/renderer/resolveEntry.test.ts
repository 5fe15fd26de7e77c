import { describe, expect, test } from 'vitest';
import { entryCallKey } from '../../renderer/entry/entryCalls.ts';
import { addressOf } from '../../renderer/entry/pageAddress.ts';
import { entryCalls, resolveEntry } from '../../renderer/entry/resolveEntry.ts';
import { compiledPages } from '../support/compiledPages.ts';

const { shared, firstScreens } = compiledPages();
const at = (url: string) => addressOf(new URL(url, 'http://app.test'));

describe('resolveEntry: an address to what the page is, without a browser', () => {
  test('every route of pages.yaml opens its own screen, with the query it came with', () => {
    for (const { screen, route } of shared.routes) {
      const url = route.startsWith('#/') ? `/register?id=1${route}` : `${route}?orderId=ORD174`;
      const entry = resolveEntry(at(url), shared);
      expect(entry.screen, route).toBe(screen);
      expect(entry.route).toBe(route);
      expect(entry.query).toMatchObject(route.startsWith('#/') ? { id: '1' } : { orderId: 'ORD174' });
    }
  });

  test('a hash route reads the query of the page and the one written inside the hash', () => {
    const entry = resolveEntry(at('/register?id=1&app_from=fb#/downloadTemplate?utm_tag=summer'), shared);
    expect(entry).toMatchObject({ screen: 'promoDownload', query: { id: '1', app_from: 'fb', utm_tag: 'summer' } });
  });

  test('an address no route opens has no screen: the page says it is not found', () => {
    expect(resolveEntry(at('/nowhere/at/all'), shared).screen).toBeUndefined();
  });

  test('the language comes from the address as the language settings say', () => {
    expect(resolveEntry(at('/confirm'), shared).language).toBe('es');
    expect(resolveEntry(at('/confirm?is-need-pop=1'), shared).language).toBe('en');
    expect(resolveEntry(at('/confirm?is-need-pop=2'), shared).language).toBe('es');
    expect(resolveEntry(at('/register?lang=zh&is-need-pop=1'), shared).language).toBe('zh');
  });

  test('the same address makes the same key, another query another', () => {
    const key = (url: string) => resolveEntry(at(url), shared).key;
    expect(key('/confirm?productId=P-PRESTO')).toBe(key('/confirm?productId=P-PRESTO'));
    expect(key('/confirm?productId=P-PRESTO')).not.toBe(key('/confirm?productId=P-LANA'));
  });
});

describe('entryCalls: the calls that start before the screen draws', () => {
  test('work out their payloads from the address, under the key the screen finds them by', () => {
    const entry = resolveEntry(at('/loan/details?productId=P-PRESTO&orderId=ORD174'), shared);
    const calls = entryCalls(entry, firstScreens.loanDetails, shared);
    const payload = { productId: 'P-PRESTO', orderId: 'ORD174' };
    expect(calls).toEqual([{ source: 'details', endpoint: 'loanDetails', payload, key: entryCallKey('loanDetails', 'details', payload) }]);
  });

  test("none without the screen's declaration, or with another screen's", () => {
    const entry = resolveEntry(at('/confirm?productId=P-PRESTO'), shared);
    expect(entryCalls(entry, undefined, shared)).toEqual([]);
    expect(entryCalls(entry, firstScreens.loanDetails, shared)).toEqual([]);
    expect(entryCalls(entry, firstScreens.loanConfirm, shared).map((call) => call.payload)).toEqual([{ productId: 'P-PRESTO' }]);
  });
});
