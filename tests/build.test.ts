import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { COMPILE_HINT } from '../tools/vite/compileHints.ts';
import { SCREEN_CODE_TABLE } from '../renderer/routing/reloadAfresh.ts';
import { FALLBACK_DOCUMENT } from '../tools/vite/screenDocuments.ts';
import { buildApp, variantOfPages } from '../tools/harness/buildApp.ts';

// The vitest globalSetup built this from the real pages.yaml.
const BUILD_DIR = inject('buildDir');
const assets = readdirSync(join(BUILD_DIR, 'assets')).filter((f) => f.endsWith('.js'));
const code = assets.map((f) => readFileSync(join(BUILD_DIR, 'assets', f), 'utf8')).join('\n');

test('the browser bundle has no YAML parser, no ajv, no schema and no expression parser', () => {
  expect(assets.length).toBeGreaterThan(1);
  const markers = {
    yaml: ['YAMLParseError', 'BLOCK_AS_IMPLICIT_KEY', 'yaml-language-server'],
    ajv: ['must have required property', 'discriminator', 'ucs2length', 'strictTypes'],
    schema: ['json-schema.org', 'x-expr', '"additionalProperties"'],
    parser: ['did you forget an operator', 'unclosed string'],
  };
  const found = Object.entries(markers).flatMap(([what, list]) => list.filter((m) => code.includes(m)).map((m) => `${what}: ${m}`));
  expect(found).toEqual([]);
});

test("every chunk opens with V8's compile hint, so Chromium compiles it off the main thread as it streams in", () => {
  const unhinted = assets.filter((f) => !readFileSync(join(BUILD_DIR, 'assets', f), 'utf8').startsWith(COMPILE_HINT));
  expect(unhinted).toEqual([]);
});

test("the tests' build is the one vite.config.ts makes: React in a chunk of its own, preloaded by each screen's document", () => {
  expect(assets.filter((f) => /^react-[\w-]+\.js$/.test(f))).toHaveLength(1);
  for (const document of ['index.html', 'complainPageNext/index.html', 'loan/details/index.html', FALLBACK_DOCUMENT])
    expect(readFileSync(join(BUILD_DIR, document), 'utf8')).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/react-[\w-]+\.js">/,
    );
});

test('the entry holds no React: boot starts the first screen while React is on its way', () => {
  const html = readFileSync(join(BUILD_DIR, FALLBACK_DOCUMENT), 'utf8');
  const entry = /<script type="module" crossorigin src="\/assets\/(index-[\w-]+\.js)">/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const source = readFileSync(join(BUILD_DIR, 'assets', entry!), 'utf8');
  // React's production bundle names its element symbol; a static import of React's chunk would name its file.
  expect(source).not.toContain('react.transitional.element');
  expect(source).not.toMatch(/from"\.\/react-[\w-]+\.js"/);
});

test("a route's document names its screen's chunk in each language, and the hash routes': no first load fetches the table of screens", () => {
  const block = (file: string) => {
    const html = readFileSync(join(BUILD_DIR, file), 'utf8');
    const json = /<script type="application\/json" id="screen-files">(.*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(json ?? '{}') as Record<string, Record<string, string>>;
  };
  const confirm = block('confirm/index.html');
  expect(Object.keys(confirm).sort()).toEqual(['loanConfirm', 'promoAgreement', 'promoDownload']);
  expect(Object.keys(confirm.loanConfirm!).sort()).toEqual(['en', 'es', 'zh']);
  expect(Object.keys(block(FALLBACK_DOCUMENT)).sort()).toEqual(['promoAgreement', 'promoDownload']);
  for (const file of [...Object.values(confirm), ...Object.values(block(FALLBACK_DOCUMENT))].flatMap(Object.values))
    expect(assets).toContain(file.replace('assets/', ''));
  // The entry imports the table only when a screen is not named: it names no screen's chunk itself.
  const html = readFileSync(join(BUILD_DIR, 'confirm/index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="\/assets\/(index-[\w-]+\.js)">/.exec(html)?.[1];
  const source = readFileSync(join(BUILD_DIR, 'assets', entry!), 'utf8');
  expect(source).not.toMatch(/complaintList-[\w-]+\.js/);
  expect(source).toMatch(/screens-[\w-]+\.js/);
  expect(html).not.toMatch(/screens-[\w-]+\.js/);
});

test("the build lists each screen's chunk by language, which a page fetches afresh before it loads again after its code failed", () => {
  const table = JSON.parse(readFileSync(join(BUILD_DIR, SCREEN_CODE_TABLE), 'utf8')) as Record<string, string>;
  expect(table['es/complaintNext']).toMatch(/^assets\/complaintNext-[\w-]+\.js$/);
  expect(table['en/complaintNext']).not.toBe(table['es/complaintNext']);
  for (const file of Object.values(table)) expect(assets).toContain(file.replace('assets/', ''));
});

test('the bundle carries the checked config as data: screens load as their own chunks', () => {
  expect(assets.some((f) => f.startsWith('complaintEntry-'))).toBe(true);
  expect(code).toContain('problem-init');
});

test('vite build fails on a broken pages.yaml and says where', async () => {
  const file = variantOfPages('broken', (text) => text.replace(/^( {2}complaintTextMax:) 200$/m, '$1 two hundred'));
  const line =
    readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('two hundred')) + 1;
  await expect(buildApp(join(file, '..', 'dist'), file)).rejects.toThrow(
    new RegExp(`pages\\.yaml:${line}:\\d+: constant complaintTextMax must be a whole number`),
  );
}, 60_000);
