import { cookieString } from './cookieString.ts';
import { defaultJar } from './defaultJar.ts';
import type { CookieJar } from './types.ts';

/**
 * Sets a cookie that lasts until `expires` (pass the `cookieExpires` constant). Returns the string written, or ''
 * where there is no document.
 */
export function setCookie(name: string, value: string, expires: string, jar: CookieJar | undefined = defaultJar()): string {
  if (!jar) return '';
  const text = cookieString(name, value, expires);
  jar.cookie = text;
  return text;
}
