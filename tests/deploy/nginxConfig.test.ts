import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, test } from 'vitest';
import { contentSecurityPolicy } from '../../tools/deploy/contentSecurityPolicy.ts';
import { inlineStyleHashes } from '../../tools/deploy/inlineStyleHashes.ts';
import { precompress } from '../../tools/deploy/precompress.ts';
import { DEFAULT_SITE, readPagesFacts, renderNginxConfig } from '../../tools/deploy/renderNginxConfig.ts';
import { pageContractScript, inlineHash } from '../../tools/vite/pageContract.ts';
import { FALLBACK_DOCUMENT } from '../../tools/vite/screenDocuments.ts';
import { constant } from '../support/copy.ts';

const built = inject('buildDir');
const facts = { ...readPagesFacts(), styleHashes: inlineStyleHashes(built) };
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the nginx site of deploy/', () => {
  test('the policy allows scripts and styles from the site only, and frames exactly the origins pages.yaml allows', () => {
    const csp = contentSecurityPolicy(facts);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // Besides the site's files, exactly the page's first script, by its hash.
    expect(directive(csp, 'script-src')).toEqual(["'self'", inlineHash(pageContractScript(Number(constant('screenCodeTimeoutMs'))))]);
    // Besides the site's files, exactly the sheet the built documents carry, by its hash.
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(readFileSync(join(built, 'index.html'), 'utf8'))?.[1];
    expect(sheet).toContain('.r-header-title');
    expect(directive(csp, 'style-src')).toEqual(["'self'", inlineHash(sheet!)]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", ...facts.allowedOrigins]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(renderNginxConfig(facts)).toContain(`set $loan_pages_csp "${csp}";`);
  });

  test('an API on another origin may be called and show images; a privacy page elsewhere may be framed', () => {
    const csp = contentSecurityPolicy({
      apiBase: 'https://api.creditoagil.mx/v1',
      privacyUrl: 'https://legal.creditoagil.mx/privacy',
      allowedOrigins: [],
      scriptHashes: [],
      styleHashes: [],
    });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.creditoagil.mx']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'https://api.creditoagil.mx', 'blob:']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://legal.creditoagil.mx']);
  });

  test("names no route: each route's own document is found where the build writes it, any other address gets the generic one", () => {
    const config = renderNginxConfig(facts);
    expect(config).toContain('try_files $uri/index.$loan_pages_language.html $uri $uri/index.html =404;');
    expect(config).toContain(`error_page 404 /${FALLBACK_DOCUMENT};`);
    const locations = config.split('\n').filter((line) => line.trim().startsWith('location'));
    for (const { route } of facts.screens) expect(locations.filter((line) => route !== '/' && line.includes(route))).toEqual([]);
  });

  test('the API path, body limit and read timeout come from pages.yaml', () => {
    const config = renderNginxConfig({ ...facts, basePath: '/api', uploadMaxBytes: 10 * 1048576, requestTimeoutMs: 30000 });
    expect(config).toContain('location ^~ /api/ {');
    expect(config).toContain('client_max_body_size 11m;');
    expect(config).toContain('proxy_read_timeout 35s;');
  });

  test('brotli is only configured when asked for', () => {
    expect(renderNginxConfig(facts, { ...DEFAULT_SITE, brotli: true })).toContain('brotli_static on;');
    expect(renderNginxConfig(facts, { ...DEFAULT_SITE, brotli: false })).not.toContain('brotli');
  });

  test('an upstream with a path or a value that would break the config is refused', () => {
    expect(() => renderNginxConfig(facts, { ...DEFAULT_SITE, apiUpstream: 'http://10.0.0.5:8080/api' })).toThrow(/no path/);
    expect(() => renderNginxConfig(facts, { ...DEFAULT_SITE, serverName: 'a; include /etc/passwd' })).toThrow(/serverName/);
  });
});

test('the hashes of inline sheets are read from the built documents, and a folder without any is refused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'documents-'));
  try {
    expect(() => inlineStyleHashes(dir)).toThrow(/no documents: build first/);
    writeFileSync(join(dir, 'index.html'), '<style>a{color:red}</style><p>');
    mkdirSync(join(dir, 'loan'));
    writeFileSync(join(dir, 'loan', 'index.en.html'), '<style>a{color:red}</style><style>b{}</style>');
    expect(inlineStyleHashes(dir).sort()).toEqual([inlineHash('a{color:red}'), inlineHash('b{}')].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('precompress writes .gz and .br copies that unpack to the file, and leaves small files alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  try {
    const script = `export const text = "${'ñ'.repeat(2000)}";\n`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    expect(precompress(dir)).toBe(1);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(() => readFileSync(join(dir, 'tiny.css.gz'))).toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
