import { defaultJar } from './defaultJar.ts';
import type { CookieJar } from './types.ts';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A cookie set by someone else may hold a stray '%'; show it as it is rather than fail.
    return text;
  }
}

/** The decoded value of a cookie, or undefined when it is not set. */
export function getCookie(name: string, jar: CookieJar | undefined = defaultJar()): string | undefined {
  if (!jar) return undefined;
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== '' && decode(key) === name) return decode(eq < 0 ? '' : part.slice(eq + 1).trim());
  }
  return undefined;
}
