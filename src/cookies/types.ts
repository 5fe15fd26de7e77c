/** Where cookies are read and written: `document` in the browser, a plain object in tests. */
export interface CookieJar {
  cookie: string;
}
