export { cookieString } from './cookieString.ts';
export { getCookie } from './getCookie.ts';
export { setCookie } from './setCookie.ts';
export type { CookieJar } from './types.ts';
