/**
 * The app's own deep-link scheme as a URL prefix (`creditoagil:` of `creditoagil://loan`), so links that open the
 * app are allowed. Web and script schemes give nothing: allowing all of `https:` would defeat the origin list.
 */
export function appSchemeOf(url: string): string[] {
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1];
  return scheme && !/^(https?|javascript|data|file|blob|vbscript):$/i.test(scheme) ? [scheme] : [];
}
