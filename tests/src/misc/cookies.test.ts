import { describe, expect, it } from 'vitest';
import { cookieString } from '../../../src/cookies/cookieString.ts';
import { getCookie } from '../../../src/cookies/getCookie.ts';
import { setCookie } from '../../../src/cookies/setCookie.ts';
import { config } from '../api/config.ts';

const expires = config.constants.cookieExpires;

describe('cookies', () => {
  it('writes a cookie that lasts to the end of year 9999, site-wide, SameSite=Lax, URI-encoded', () => {
    expect(expires).toBe('Fri, 31 Dec 9999 23:59:59 GMT');
    expect(cookieString('lang', 'es MX;x=1', expires)).toBe(
      'lang=es%20MX%3Bx%3D1; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax',
    );
  });

  it('sets through a jar and reads back decoded', () => {
    const jar = { cookie: '' };
    expect(setCookie('user id', 'Ana Pérez', expires, jar)).toBe(jar.cookie);
    expect(jar.cookie).toBe('user%20id=Ana%20P%C3%A9rez; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax');
    // What document.cookie gives back: just the pairs.
    const read = { cookie: 'a=1; user%20id=Ana%20P%C3%A9rez; b=%E0%A4' };
    expect(getCookie('user id', read)).toBe('Ana Pérez');
    expect(getCookie('a', read)).toBe('1');
    expect(getCookie('b', read)).toBe('%E0%A4');
    expect(getCookie('missing', read)).toBeUndefined();
    expect(getCookie('a', { cookie: '' })).toBeUndefined();
  });

  it('does nothing without a document', () => {
    expect(setCookie('a', 'b', expires)).toBe('');
    expect(getCookie('a')).toBeUndefined();
  });
});
