import { describe, expect, it } from 'vitest';
import { languageFor } from '../../renderer/entry/languageFor.ts';
import { pages } from '../support/pages.ts';

describe('languageFor', () => {
  it.each<[string, string]>([
    ['is-need-pop=2', 'es'],
    ['is-need-pop=1', 'en'],
    ['is-need-pop=3', 'es'],
    ['is-need-pop=', 'es'],
    ['is-need-pop=01', 'es'],
    ['', 'es'],
    ['lang=zh', 'zh'],
    ['lang=en&is-need-pop=2', 'en'],
    ['lang=fr&is-need-pop=1', 'en'],
    ['lang=&is-need-pop=1', 'en'],
    ['lang=constructor', 'es'],
    ['is-need-pop=toString', 'es'],
  ])('%j → %s', (query, pack) => {
    expect(languageFor(pages.languages, new URLSearchParams(query))).toBe(pack);
  });

  it('follows the config, not hard-coded values', () => {
    const languages = { ...pages.languages, param: 'type', byParam: { '1': 'en', '9': 'xx' }, default: 'en', overrideParam: undefined };
    expect(languageFor(languages, new URLSearchParams('type=1'))).toBe('en');
    expect(languageFor(languages, new URLSearchParams('type=9'))).toBe('en');
    expect(languageFor(languages, new URLSearchParams('lang=zh'))).toBe('en');
  });
});
