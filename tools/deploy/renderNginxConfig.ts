import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { fieldReportSettings, reportsEnvironment } from '../check/fieldReportSettings.ts';
import type { Languages } from '../../schemas/types.ts';
import { checkFile } from '../check/runCheck.ts';
import { pageContractScript, inlineHash } from '../vite/pageContract.ts';
import { FALLBACK_DOCUMENT } from '../vite/screenDocuments.ts';
import { contentSecurityPolicy, type PolicySource } from './contentSecurityPolicy.ts';
import { languageMaps, LANGUAGE_VARIABLE } from './languageMaps.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const TEMPLATE_FILE = resolve(ROOT, 'deploy/nginx/loan-pages.conf.template');
/** The committed rendering with the defaults below; a test keeps it equal to what pages.yaml gives. */
export const CONFIG_FILE = resolve(ROOT, 'deploy/nginx/loan-pages.conf');

/** Where and how one installation serves the pages. */
export interface SiteOptions {
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  serverName: string;
  /** The folder `npm run build` wrote (dist/), as the server sees it. */
  root: string;
  /** The API server that answers basePath (scheme, host and port; no path). */
  apiUpstream: string;
  /** Use Debian's brotli modules (libnginx-mod-http-brotli-filter and -static). */
  brotli: boolean;
}

export const DEFAULT_SITE: SiteOptions = {
  listen: '80',
  serverName: '_',
  root: '/srv/loan-pages/dist',
  apiUpstream: 'http://127.0.0.1:8080',
  brotli: true,
};

/** What the site needs from the checked pages.yaml. */
export interface PagesFacts extends Omit<PolicySource, 'styleHashes'> {
  basePath: string;
  requestTimeoutMs: number;
  uploadMaxBytes: number;
  /** Every screen with its route, hash routes ('#/downloadTemplate') included. */
  screens: { screen: string; route: string }[];
  /** How an address picks its language: the site serves each route's document drawn in it. */
  languages: Languages;
}

/**
 * Reads pages.yaml through the checker, so a config that does not check never becomes a server config.
 * `reportsTo` is the environment whose field reports the site lets pages send, as the build was made for.
 */
export function readPagesFacts(file = resolve(ROOT, 'pages.yaml'), reportsTo = reportsEnvironment()): PagesFacts {
  const text = readFileSync(file, 'utf8');
  const { compiled, lines } = checkFile(file, text);
  if (!compiled) throw new Error(`pages.yaml does not check:\n${lines.join('\n')}`);
  const shared = compiled.shared as Record<string, unknown> & typeof compiled.shared;
  const app = shared.app as Record<string, unknown>;
  // The browser's shared data keeps only the constants its code reads; the server's come from pages.yaml itself.
  const { constants } = parse(text) as { constants: Record<string, unknown> };
  const reports = fieldReportSettings(compiled.fieldReports, reportsTo);
  return {
    apiBase: String(app.apiBase ?? ''),
    privacyUrl: String(app.privacyUrl ?? ''),
    allowedOrigins: (app.allowedOrigins as string[] | undefined) ?? [],
    fieldReports: reports ? compiled.fieldReports?.to[reportsTo]?.connectSource : undefined,
    basePath: String(constants.basePath),
    requestTimeoutMs: Number(constants.requestTimeoutMs),
    uploadMaxBytes: Number(constants.uploadMaxBytes),
    screens: compiled.shared.routes,
    languages: compiled.shared.languages,
    // The page's first script runs inline in every document: the policy allows exactly it, by its hash.
    scriptHashes: [inlineHash(pageContractScript(Number(constants.screenCodeTimeoutMs)))],
  };
}

/**
 * The security headers every page and file carries, as add_header lines: each location repeats them, because a
 * location with its own add_header drops the server's. The policy itself is set once in $loan_pages_csp.
 */
export const SECURITY_HEADERS: readonly string[] = [
  ['Content-Security-Policy', '$loan_pages_csp'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
].map(([name, value]) => `add_header ${name} "${value}" always;`);

const BROTLI = [
  '    brotli on;',
  '    brotli_static on;',
  '    brotli_comp_level 5;',
  '    brotli_min_length 256;',
  '    brotli_types text/plain text/css text/javascript application/javascript application/json image/svg+xml;',
  '',
].join('\n');

function checkSite(site: SiteOptions): void {
  if (!/^https?:\/\/[^/\s;]+$/.test(site.apiUpstream))
    throw new Error(`apiUpstream must be scheme://host[:port] with no path: ${site.apiUpstream}`);
  for (const [name, value] of [
    ['listen', site.listen],
    ['serverName', site.serverName],
    ['root', site.root],
  ] as const) {
    if (!/^[^\s;{}"']+$/.test(value)) throw new Error(`${name} must be one word without ; {} or quotes: ${value}`);
  }
}

/** The nginx site for `site`, from the template, pages.yaml's facts and the hashes of the build's inline sheets. */
export function renderNginxConfig(
  facts: PagesFacts & Pick<PolicySource, 'styleHashes'>,
  site: SiteOptions = DEFAULT_SITE,
  template = readFileSync(TEMPLATE_FILE, 'utf8'),
): string {
  checkSite(site);
  const headers = SECURITY_HEADERS.map((line) => `        ${line}`).join('\n');
  const values: Record<string, string> = {
    generatedNote: 'Rendered from loan-pages.conf.template and pages.yaml by `npm run deploy:config`; edit those, not this file.',
    listen: site.listen,
    serverName: site.serverName,
    root: site.root,
    apiUpstream: site.apiUpstream,
    apiPath: facts.basePath.replace(/\/+$/, ''),
    clientMaxBodySize: `${Math.ceil(facts.uploadMaxBytes / 1048576) + 1}m`,
    proxyReadTimeout: `${Math.ceil(facts.requestTimeoutMs / 1000) + 5}s`,
    fallbackDocument: FALLBACK_DOCUMENT,
    contentSecurityPolicy: contentSecurityPolicy(facts),
    languageMaps: languageMaps(facts.languages),
    language: `$${LANGUAGE_VARIABLE}`,
    brotli: site.brotli ? BROTLI : '',
    securityHeaders: headers,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`loan-pages.conf.template: unknown placeholder {{${key}}}`);
    return value;
  });
}
