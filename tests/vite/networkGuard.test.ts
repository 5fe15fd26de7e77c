import { expect, it } from 'vitest';
import { corsAllowed, dependenciesIn, networkAnswer, previewAnswer } from '../../tools/vite/networkGuard.ts';
import { NETWORK_REFUSALS } from './networkRefusals.ts';

const publicFiles = new Set(['/img/logo.svg', '/img/favicon.png']);
const answer = (url: string, method = 'GET') => networkAnswer(method, url, (path) => publicFiles.has(path));

it('gives another machine what the pages load in the dev server, as the app spells it', () => {
  for (const url of [
    '/src/main.ts',
    '/src/api/createApiService.ts?t=1732000000000',
    '/renderer/styles.css',
    '/renderer/blocks/Upload.tsx',
    '/@vite/client',
    '/@react-refresh',
    '/node_modules/vite/dist/client/env.mjs',
    '/node_modules/.vite/deps/react-dom_client.js?v=4e1c9a2b',
    '/@id/__x00__virtual:pages',
    '/@id/__x00__virtual:pages/screens',
    '/@id/__x00__virtual:pages/field-reports',
    '/@id/__x00__virtual:pages/screen/es/complaintList',
    '/@id/__x00__virtual:pages/document/en/loanTerms',
    '/img/logo.svg',
  ])
    expect(answer(url), url).toBe('pass');
  for (const method of ['GET', 'POST']) expect(answer('/evolved/w/djMvbG9hbi1kZXRhaWxz?orderId=1', method)).toBe('pass');
  for (const url of [
    '/',
    '/complaintList?is-need-pop=1',
    '/loan/details?productId=P&orderId=1',
    '/index.html',
    '/package',
    '/tools/studio/studioApi',
  ])
    expect(answer(url), url).toBe('page');
});

it('refuses the rest of the project, the studio and the sandbox control API, on every spelling', () => {
  for (const url of NETWORK_REFUSALS) expect(answer(url), url).toBe('refuse');
  expect(answer('/evolved/../__sandbox/reset', 'POST')).toBe('refuse');
  expect(answer('/complaintList', 'POST')).toBe('refuse');
  expect(answer('/src/main.ts', 'PUT')).toBe('refuse');
});

it('under vite preview --host, which serves only dist/, passes /evolved only as the app spells it', () => {
  for (const url of ['/', '/assets/index-3f2a.js', '/complaintList', '/evolved/w/djMvbG9hbi1kZXRhaWxz?orderId=1'])
    expect(previewAnswer(url), url).toBe('pass');
  for (const url of NETWORK_REFUSALS.filter((u) => /^\/evolved/i.test(u))) expect(previewAnswer(url), url).toBe('refuse');
});

it('gives no source as text, and no query the dev server does not add itself', () => {
  for (const url of ['/src/main.ts?raw', '/src/main.ts?url', '/renderer/styles.css?inline', '/src/main.ts?t=1&raw', '/img/logo.svg?raw'])
    expect(answer(url), url).toBe('refuse');
  for (const url of ['/src/main.ts?t=1', '/renderer/styles.css?direct', '/img/logo.svg?import']) expect(answer(url), url).toBe('pass');
});

it('lets a page of another origin read through CORS only what the pages load, and only a local page or the privacy frame', () => {
  const allowed = (origin: string, url: string, method = 'GET') => corsAllowed(origin, method, url, (path) => publicFiles.has(path));
  for (const origin of ['null', 'http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:8080']) {
    expect(allowed(origin, '/src/main.ts'), origin).toBe(true);
    expect(allowed(origin, '/node_modules/.vite/deps/react.js?v=1'), origin).toBe(true);
    for (const url of ['/pages.yaml', '/package.json', '/src/main.ts?raw', '/tools/check/check.ts', '/complaintList'])
      expect(allowed(origin, url), `${origin} ${url}`).toBe(false);
    expect(allowed(origin, '/src/main.ts', 'POST')).toBe(false);
  }
  for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'file://'])
    expect(allowed(origin, '/src/main.ts'), origin).toBe(false);
});

it("finds the bundled packages in whatever folder holds Vite's cache", () => {
  const elsewhere = dependenciesIn('.tmp/vite-studio-1');
  expect(networkAnswer('GET', '/.tmp/vite-studio-1/deps/react.js?v=2', () => false, elsewhere)).toBe('pass');
  expect(networkAnswer('GET', '/.tmp/vite-studio-1/deps/_metadata.json', () => false, elsewhere)).toBe('refuse');
});
