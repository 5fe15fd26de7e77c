import type { CookieJar } from './types.ts';

/** The page's document, or undefined where there is none (tests, server rendering). */
export function defaultJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}
