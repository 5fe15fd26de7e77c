import { expect, it } from 'vitest';
import { networkAnswer } from '../../tools/vite/networkGuard.ts';

const publicFiles = new Set(['/img/logo.svg', '/img/favicon.png']);
const answer = (url: string, method = 'GET') => networkAnswer(method, url, (path) => publicFiles.has(path));

it('gives another machine what the pages load in the dev server, as the app spells it', () => {
  for (const url of [
    '/src/main.tsx',
    '/src/api/createApiService.ts?t=1732000000000',
    '/renderer/styles.css',
    '/renderer/blocks/Upload.tsx',
    '/@vite/client',
    '/@react-refresh',
    '/node_modules/vite/dist/client/env.mjs',
    '/node_modules/.vite/deps/react-dom_client.js?v=4e1c9a2b',
    '/@id/__x00__virtual:pages',
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
  for (const url of [
    '/pages.yaml',
    '/package.json',
    '/sandbox/server.ts',
    '/tools/studio/studioApi.ts',
    '/tests/start.test.ts',
    '/docs/staff-guide.md',
    '/schemas/pages.schema.json',
    '/schemas/index.ts',
    '/content/loan-terms.es.md',
    '/.ci/run',
    '/node_modules/vite/package.json',
    '/node_modules/.vite/deps/_metadata.json',
    '/@fs/etc/passwd',
    '/@id/tools/check/check.ts',
    '/__open-in-editor?file=pages.yaml',
    '/__studio',
    '/__studio/api/file',
    '/__sandbox/sms',
    '/src/../pages.yaml',
    '/src/%2e%2e/pages.yaml',
    '/src/..%2fpages.yaml',
    '/SRC/main.tsx',
    '/img/../pages.yaml',
    '/evolved/../__sandbox/requests',
    '/evolved/./../__sandbox/sms',
    '/evolved/%2e%2e/__sandbox/requests',
    '/evolved/%2E%2E/__sandbox/requests',
    '/evolved/%2e%2E%2f__sandbox/requests',
    '/evolved/..%2F__sandbox/requests',
    '/evolved/%252e%252e/__sandbox/requests',
    '/evolved/%5c..%5c__sandbox/requests',
    '/evolved\\..\\__sandbox\\sms',
    '/EVOLVED/../__sandbox/requests',
    '/Evolved/__sandbox/requests',
    '/evolved//__sandbox/requests',
  ])
    expect(answer(url), url).toBe('refuse');
  expect(answer('/evolved/../__sandbox/reset', 'POST')).toBe('refuse');
  expect(answer('/complaintList', 'POST')).toBe('refuse');
  expect(answer('/src/main.tsx', 'PUT')).toBe('refuse');
});
