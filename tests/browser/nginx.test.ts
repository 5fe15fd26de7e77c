import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../sandbox/server.ts';
import { readPagesFacts } from '../../tools/deploy/renderNginxConfig.ts';
import { launchBrowser, phonePage } from '../../tools/harness/browser.ts';
import { documentFile, FALLBACK_DOCUMENT } from '../../tools/vite/screenDocuments.ts';
import { buildApp, variantOfPages } from '../../tools/harness/buildApp.ts';
import { LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';
import { builtApp } from './fixture.ts';
import { NGINX, startNginx } from '../../tools/harness/nginx.ts';

/** Query values that make each screen load real data from the sandbox (README page table, sandbox/README.md). */
const QUERY: Record<string, string> = {
  '/register': 'id=1&app_from=fb&user_from=ad7&utm_tag=summer',
  '/complaint': 'orderId=ORD180',
  '/complainPageNext': 'problemType=3&orderNo=ORD180',
  '/complainDetails': 'problemId=1001',
  '/repay': 'productId=P-PRESTO&orderId=ORD174',
  '/repayDelay': 'productId=P-LANA&orderId=ORD174D',
  '/carpmm': 'productId=P-PRESTO&orderId=ORD174&amount=196400&payCode=93924716693091&requestType=1',
  '/confirm': 'productId=P-PRESTO',
  '/loan/details': 'productId=P-PRESTO&orderId=ORD174',
  '/agreement': 'orderNo=ORD174',
  '/bindBank': 'orderId=ORD174&amount=202140&userId=U1001',
};
/** Hash routes live on the page that links to them. */
const HASH_HOST = '/register';

/** Every screen of pages.yaml with the address that opens it. */
function screens(): { screen: string; address: string }[] {
  return readPagesFacts().screens.map(({ screen, route }) => {
    const path = route.startsWith('#') ? HASH_HOST : route;
    const query = QUERY[path] ? `?${QUERY[path]}` : '';
    return { screen, address: `${path}${query}${route.startsWith('#') ? route : ''}` };
  });
}

/** Reports CSP violations of every frame (the sandboxed privacy frame too), before any script of the page runs. */
const LISTEN_FOR_VIOLATIONS = `
  document.addEventListener('securitypolicyviolation', (e) => {
    window.reportViolation(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' on ' + location.pathname);
  });`;

const present = existsSync(NGINX);
if (!present) console.warn(`nginx test skipped: ${NGINX} is not installed here (apt-get install -y nginx; .ci/run installs it)`);

describe.skipIf(!present)(
  `the production build behind deploy/'s nginx, under its Content-Security-Policy${present ? '' : ` (skipped: no ${NGINX})`}`,
  () => {
    let sandbox: Awaited<ReturnType<typeof startSandbox>>;
    let nginx: Awaited<ReturnType<typeof startNginx>>;
    let browser: Awaited<ReturnType<typeof launchBrowser>>;

    beforeAll(async () => {
      sandbox = await startSandbox({ port: 0, quiet: true });
      nginx = await startNginx(builtApp(), sandbox.url);
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      nginx?.close();
      await sandbox?.close();
    });

    async function open(address: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
      const { context, page, errors } = await phonePage(browser);
      await context.exposeBinding('reportViolation', (_source, text: string) => {
        errors.push(`violation: ${text}`);
      });
      await context.addInitScript(LISTEN_FOR_VIOLATIONS);
      page.on('console', (message) => {
        if (/Content.Security.Policy|escape its sandboxing/i.test(message.text()))
          errors.push(`console ${message.type()}: ${message.text()}`);
      });
      await page.goto(new URL(address, nginx.url).href);
      return { page, errors, close: () => context.close() };
    }

    const ready = (page: Page, screen: string) => page.locator(`[data-screen=${screen}][data-phase=ready]`).waitFor({ timeout: 10_000 });

    test('every screen of pages.yaml loads with 0 CSP violations and no errors, in both languages', async () => {
      const seen: string[] = [];
      for (const lang of LANGS)
        for (const { screen, address: path } of screens()) {
          const url = new URL(path, nginx.url);
          url.searchParams.set(LANG_PARAM, LANG_VALUE[lang]);
          const address = `${url.pathname}${url.search}${url.hash}`;
          const { page, errors, close } = await open(address);
          // A screen that does not load is listed with what it broke, and the walk goes on.
          await ready(page, screen).catch((error: Error) => errors.push(`not ready: ${error.message.split('\n')[0]}`));
          const shown = await page.evaluate(() => document.documentElement.lang);
          if (shown !== lang) errors.push(`in ${shown}, not ${lang}`);
          if (path === '/') {
            // The official site frames the privacy notice: it must load inside its sandbox under the same policy.
            await page.locator('iframe.r-frame').scrollIntoViewIfNeeded();
            await page.frameLocator('iframe.r-frame').locator('.r-document h1').waitFor();
          }
          seen.push(...errors.map((e) => `${e} (${address})`));
          await close();
        }
      expect(seen).toEqual([]);
    }, 300_000);

    test('a deep path and a hash route survive a reload', async () => {
      const deep = await open(`/loan/details?${QUERY['/loan/details']}`);
      await ready(deep.page, 'loanDetails');
      await deep.page.reload();
      await ready(deep.page, 'loanDetails');
      expect(deep.errors).toEqual([]);
      await deep.close();

      const hash = await open(`/register?${QUERY['/register']}#/downloadTemplate`);
      await ready(hash.page, 'promoDownload');
      await hash.page.reload();
      await ready(hash.page, 'promoDownload');
      expect(new URL(hash.page.url()).hash).toBe('#/downloadTemplate');
      expect(hash.errors).toEqual([]);
      await hash.close();
    });

    test('index.html is never cached, hashed assets are immutable and compressed, and every page carries the headers', async () => {
      const page = await fetch(`${nginx.url}/complaintList`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toMatch(/no-store/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/frame-ancestors 'self'/);
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

      const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(await page.text())?.[1];
      expect(script).toBeDefined();
      const gzip = await fetch(`${nginx.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      if (nginx.brotli) {
        const br = await fetch(`${nginx.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(br.headers.get('content-encoding')).toBe('br');
      }
    });

    test("every path route of pages.yaml is served its own document in the address's language, with the screen drawn, its title and its kinds preloaded", async () => {
      const paths = readPagesFacts().screens.filter(({ route }) => route.startsWith('/'));
      expect(paths.length).toBeGreaterThan(20);
      for (const { route } of paths)
        for (const [query, language] of [
          ['', 'es'],
          [`?${LANG_PARAM}=${LANG_VALUE.en}`, 'en'],
          [`?${LANG_PARAM}=${LANG_VALUE.es}&x=1`, 'es'],
          ['?lang=zh', 'zh'],
          [`?lang=zh&${LANG_PARAM}=${LANG_VALUE.en}`, 'zh'],
        ]) {
          const answer = await fetch(`${nginx.url}${route}${query}`);
          expect(answer.status, route).toBe(200);
          expect(await answer.text(), `${route}${query}`).toBe(readFileSync(join(builtApp(), documentFile(route, language)), 'utf8'));
        }
      const withFields = await (await fetch(`${nginx.url}/complainPageNext`)).text();
      expect(withFields).toMatch(/<title>[^<]+<\/title>/);
      expect(withFields).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/form-[\w-]+\.js">/);
      const withoutFields = await (await fetch(`${nginx.url}/complaintList`)).text();
      expect(withoutFields).not.toMatch(/\/assets\/form-/);
      expect(withoutFields).not.toBe(withFields);
    });

    test('a route added to pages.yaml is served its document by the same nginx site, with nothing else changed', async () => {
      const pages = variantOfPages('added-route', (text) =>
        text.replace(
          /^ {2}aboutUs:\n {4}route: \/aboutUs\n/m,
          (screen) => `  aboutUsAgain:\n    route: /aboutUsAgain\n    title: t.about.title\n    blocks: []\n\n${screen}`,
        ),
      );
      const dist = await buildApp(join(pages, '..', 'dist'), pages);
      // The site is rendered from the real pages.yaml, which has no such route.
      expect(readPagesFacts().screens.map(({ route }) => route)).not.toContain('/aboutUsAgain');
      const other = await startNginx(dist, sandbox.url);
      try {
        const answer = await fetch(`${other.url}/aboutUsAgain`);
        expect(answer.status).toBe(200);
        expect(await answer.text()).toBe(readFileSync(join(dist, 'aboutUsAgain', 'index.es.html'), 'utf8'));
        const unknown = await fetch(`${other.url}/aboutUsAgainAndAgain`);
        expect(unknown.status).toBe(404);
        expect(await unknown.text()).toBe(readFileSync(join(dist, FALLBACK_DOCUMENT), 'utf8'));
      } finally {
        other.close();
      }
    }, 120_000);

    test('a missing asset is a real 404, an unknown address a 404 showing the app, and /evolved reaches the API', async () => {
      const asset = await fetch(`${nginx.url}/assets/index-missing.js`);
      expect(asset.status).toBe(404);
      expect(asset.headers.get('cache-control')).toBeNull();
      expect(await asset.text()).not.toMatch(/id="root"/);

      const unknown = await fetch(`${nginx.url}/no-such-page`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toMatch(/id="root"/);

      const api = await fetch(`${nginx.url}/evolved/no-such-call`);
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ code: 404 });
    });
  },
);
