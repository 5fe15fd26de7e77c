// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { pageFacts } from '../../src/field/pageFacts.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { LANG_PARAM, LANG_VALUE } from '../support/language.ts';

const here = pageFacts(compiledPages().shared);

test('names the screen by its route as pages.yaml writes it, and the language, never the address or its query', () => {
  history.replaceState(null, '', `/loan/details?orderId=ORD174&userId=U1001&${LANG_PARAM}=${LANG_VALUE.en}`);
  expect(here()).toEqual({ screen: 'loanDetails', route: '/loan/details', language: 'en' });
  history.replaceState(null, '', '/register?id=1&app_from=fb#/downloadTemplate');
  expect(here()).toEqual({ screen: 'promoDownload', route: '#/downloadTemplate', language: 'es' });
});

test('reads the address each time: after a tap it names the screen reached', () => {
  history.replaceState(null, '', '/complaintList');
  const before = here();
  history.pushState(null, '', '/complainDetails?problemId=1001');
  expect([before.screen, here().screen]).toEqual(['complaintList', 'complaintDetails']);
});

test('an address no route matches has no screen', () => {
  history.replaceState(null, '', '/nowhere?orderId=ORD174');
  expect(here()).toEqual({ screen: '', route: '', language: 'es' });
});
