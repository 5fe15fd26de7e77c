import { describe, expect, test } from 'vitest';
import { fieldReportSettings, reportsEnvironment } from '../../tools/check/fieldReportSettings.ts';
import { readReportAddress } from '../../tools/check/reportAddress.ts';
import { checkFile } from '../../tools/check/runCheck.ts';
import { contentSecurityPolicy } from '../../tools/deploy/contentSecurityPolicy.ts';
import { readPagesFacts } from '../../tools/deploy/renderNginxConfig.ts';
import { variantOfPages } from '../../tools/harness/buildApp.ts';
import { PAGES_FILE } from '../support/pages.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const connectSrc = (csp: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith('connect-src '))
    ?.split(' ')
    .slice(1);

describe('a field-report address', () => {
  test("a DSN as GlitchTip and Sentry show it posts to the project's envelope endpoint, its key in the query", () => {
    expect(readReportAddress(`https://${KEY}@glitchtip.creditoagil.mx/1`)).toEqual({
      endpoint: `https://glitchtip.creditoagil.mx/api/1/envelope/?sentry_key=${KEY}&sentry_version=7`,
      connectSource: 'https://glitchtip.creditoagil.mx/api/1/envelope/',
    });
    // A DSN with a path (Sentry behind a prefix) keeps it before /api/.
    expect(readReportAddress(`https://${KEY}@ops.creditoagil.mx:8443/sentry/42`)).toEqual({
      endpoint: `https://ops.creditoagil.mx:8443/sentry/api/42/envelope/?sentry_key=${KEY}&sentry_version=7`,
      connectSource: 'https://ops.creditoagil.mx:8443/sentry/api/42/envelope/',
    });
  });

  test('a path on the site is the same without scheme, key and host, and needs no policy of its own', () => {
    expect(readReportAddress('/evolved/field/1')).toEqual({ endpoint: '/evolved/field/api/1/envelope/', connectSource: undefined });
  });

  test('http is for this machine only', () => {
    expect(readReportAddress(`http://${KEY}@127.0.0.1:8000/1`)).toMatchObject({ connectSource: 'http://127.0.0.1:8000/api/1/envelope/' });
    expect(readReportAddress(`http://${KEY}@glitchtip.creditoagil.mx/1`)).toHaveProperty('problem');
  });
});

describe('the environment a build reports as', () => {
  const build = {
    enabled: true,
    timingShare: 0.5,
    to: { sandbox: readReportAddress('/evolved/field/1'), production: readReportAddress(`https://${KEY}@glitchtip.creditoagil.mx/1`) },
  } as Parameters<typeof fieldReportSettings>[0];

  test('is FIELD_REPORTS_TO, else the sandbox', () => {
    expect(reportsEnvironment({})).toBe('sandbox');
    expect(reportsEnvironment({ FIELD_REPORTS_TO: ' production ' })).toBe('production');
  });

  test("gives the page that environment's endpoint, the share and the name", () => {
    expect(fieldReportSettings(build, 'production')).toEqual({
      endpoint: `https://glitchtip.creditoagil.mx/api/1/envelope/?sentry_key=${KEY}&sentry_version=7`,
      timingShare: 0.5,
      environment: 'production',
    });
  });

  test('an environment pages.yaml does not name stops the build with the names it has; reports turned off need none', () => {
    expect(() => fieldReportSettings(build, 'staging')).toThrow(
      "FIELD_REPORTS_TO=staging, but pages.yaml's fieldReports.to names only sandbox, production",
    );
    expect(fieldReportSettings(build && { ...build, enabled: false }, 'staging')).toBeNull();
    expect(fieldReportSettings(undefined, 'sandbox')).toBeNull();
  });

  test("the real pages.yaml reports to the sandbox's collector through the API's path", () => {
    const { compiled } = checkFile(PAGES_FILE);
    expect(fieldReportSettings(compiled?.fieldReports, 'sandbox')).toMatchObject({ endpoint: '/evolved/field/api/1/envelope/' });
    // The browser's shared data carries no environment's address: only the build's one module does.
    expect(JSON.stringify(compiled?.shared)).not.toContain('/evolved/field');
  });
});

describe("the site's Content-Security-Policy", () => {
  const base = { apiBase: '', privacyUrl: '/PrivacyPolicy', allowedOrigins: [], scriptHashes: [], styleHashes: [] };
  const policyOf = (pages: string, environment: string) =>
    contentSecurityPolicy({ ...readPagesFacts(pages, environment), styleHashes: [] });

  test('lets the pages send reports to exactly the endpoint of the environment served, not its whole host', () => {
    const csp = contentSecurityPolicy({ ...base, fieldReports: 'https://glitchtip.creditoagil.mx/api/1/envelope/' });
    expect(connectSrc(csp)).toEqual(["'self'", 'https://glitchtip.creditoagil.mx/api/1/envelope/']);
    expect(connectSrc(contentSecurityPolicy(base))).toEqual(["'self'"]);
  });

  test('is derived from pages.yaml and FIELD_REPORTS_TO, as the build is', () => {
    const pages = variantOfPages('csp-field-reports', (text) =>
      text.replace(
        '    sandbox: /evolved/field/1\n',
        `    sandbox: /evolved/field/1\n    production: https://${KEY}@glitchtip.creditoagil.mx/7\n`,
      ),
    );
    expect(connectSrc(policyOf(pages, 'production'))).toEqual(["'self'", 'https://glitchtip.creditoagil.mx/api/7/envelope/']);
    expect(connectSrc(policyOf(pages, 'sandbox'))).toEqual(["'self'"]);
    expect(() => readPagesFacts(pages, 'staging')).toThrow(/names only sandbox, production/);
    const off = variantOfPages('csp-field-reports-off', (text) =>
      text.replace('fieldReports:\n  enabled: true', 'fieldReports:\n  enabled: false'),
    );
    expect(connectSrc(policyOf(off, 'production'))).toEqual(["'self'"]);
  });
});
