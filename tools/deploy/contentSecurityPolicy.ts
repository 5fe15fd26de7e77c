/** The part of pages.yaml `app:` that decides where the pages may load from. */
export interface PolicySource {
  /** app.apiBase: the API origin, '' when it is the pages' own origin. */
  apiBase: string;
  /** app.privacyUrl: the page the official site frames (a path, or a URL on an allowed origin). */
  privacyUrl: string;
  /** app.allowedOrigins: the only other sites the pages may link to, redirect to or frame. */
  allowedOrigins: readonly string[];
  /**
   * The field-report endpoint of the environment served (pages.yaml `fieldReports.to`), as a source with its path:
   * undefined when reports are off or go to a path on the site itself.
   */
  fieldReports?: string | undefined;
  /** The inline scripts the documents run, by their CSP hashes (`'sha256-…'`): the page's first script. */
  scriptHashes: readonly string[];
  /** The sheets the built documents carry inline, by their CSP hashes: the page's own sheet (inlineStyleHashes.ts). */
  styleHashes: readonly string[];
}

/** The origin of an absolute http(s) URL, or undefined for a path or an empty string. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined && v !== ''))];
}

/**
 * The Content-Security-Policy of the pages, derived from pages.yaml so it lists exactly the origins the config
 * allows. Scripts and styles come only from the build itself (no 'unsafe-inline', no 'unsafe-eval': the config
 * is compiled at build time, the documents' drawn markup carries no style attribute, React sets styles through the
 * CSSOM), beside the one inline script every document runs first and the sheet each carries, allowed by their hashes. Calls and server images (the captcha,
 * complaint replies) come from the API; picked photos preview as blob: URLs; frames show this site or an allowed
 * origin; only this site may frame the pages. Field reports may go to exactly their endpoint, path and all.
 */
export function contentSecurityPolicy(app: PolicySource): string {
  const api = originOf(app.apiBase);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...app.scriptHashes]],
    ['style-src', ["'self'", ...app.styleHashes]],
    ['img-src', unique(["'self'", api, 'blob:'])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", api, app.fieldReports])],
    ['frame-src', unique(["'self'", originOf(app.privacyUrl), ...app.allowedOrigins])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
