/** Where one environment's field reports go, read from its address in pages.yaml (`fieldReports.to`). */
export interface ReportAddress {
  /** The envelope endpoint the page posts to, with the DSN's public key in its query as Sentry's protocol allows. */
  endpoint: string;
  /** The endpoint as a Content-Security-Policy source (no query); undefined for a path on the site itself. */
  connectSource: string | undefined;
}

const SITE_PATH = /^(\/(?:[A-Za-z0-9._~-]+\/)*)([0-9]+)$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads an address as GlitchTip and Sentry write a project's DSN, `https://<key>@<host>[/<path>]/<project>`, whose
 * envelopes go to `https://<host>[/<path>]/api/<project>/envelope/`; or the same without scheme, key and host, a
 * path on this site (`/evolved/field/1`, the sandbox's). Returns what is wrong, in plain words, when it is neither.
 */
export function readReportAddress(address: string): ReportAddress | { problem: string } {
  const site = SITE_PATH.exec(address);
  if (site) return { endpoint: `${site[1]}api/${site[2]}/envelope/`, connectSource: undefined };
  if (address.startsWith('/'))
    return { problem: `a path on this site must end with the project number and hold no query, e.g. /evolved/field/1, got ${address}` };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: `${address} is neither a DSN (https://<key>@<host>/<project>) nor a path on this site (/evolved/field/1)` };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!secure) return { problem: `a DSN must start with https:// (http:// only for this machine), got ${address}` };
  if (url.username === '')
    return {
      problem: `the DSN ${address} has no key before @: copy the whole DSN the project's settings show, https://<key>@<host>/<project>`,
    };
  if (url.password !== '')
    return {
      problem: 'the DSN holds a secret key after its public one (key:secret@): leave the secret out, the pages publish what they send',
    };
  if (url.search !== '' || url.hash !== '') return { problem: `a DSN has no query or #, got ${address}` };
  const path = SITE_PATH.exec(url.pathname);
  if (!path) return { problem: `a DSN ends with the project number, e.g. https://<key>@${url.host}/1, got ${address}` };
  const target = `${url.origin}${path[1]}api/${path[2]}/envelope/`;
  return { endpoint: `${target}?sentry_key=${url.username}&sentry_version=7`, connectSource: target };
}
