import { expect, it } from 'vitest';
import { networkAnswer, previewAnswer } from '../../tools/vite/networkGuard.ts';
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
