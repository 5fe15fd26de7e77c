import { expect, test } from 'vitest';
import { isAllowedUrl } from '../../../renderer/runtime/isAllowedUrl.ts';
import { appSchemeOf } from '../../../src/util/appSchemeOf.ts';

const HERE = 'https://m.creditoagil.mx/loan/details?orderId=ORD200';
const ORIGINS = ['https://pay.example.mx'];

test('the app scheme of app.appSchemeUrl becomes an allowed prefix; web and script schemes never do', () => {
  expect(appSchemeOf('creditoagil://loan')).toEqual(['creditoagil:']);
  expect(appSchemeOf('CreditoAgil+x.y-z://home')).toEqual(['CreditoAgil+x.y-z:']);
  for (const url of ['https://www.creditoagil.mx', 'http://x', 'javascript://x', 'data://x', 'file:///x', '', 'loan']) {
    expect(appSchemeOf(url)).toEqual([]);
  }
});

test('isAllowedUrl accepts URLs starting with an allowed prefix, and nothing more', () => {
  const prefixes = appSchemeOf('creditoagil://loan');
  expect(isAllowedUrl('creditoagil://loan', ORIGINS, HERE, prefixes)).toBe(true);
  expect(isAllowedUrl('CREDITOAGIL://loan?x=1', ORIGINS, HERE, prefixes)).toBe(true);
  expect(isAllowedUrl('creditoagil://loan', ORIGINS, HERE)).toBe(false);
  expect(isAllowedUrl('otherapp://loan', ORIGINS, HERE, prefixes)).toBe(false);
  expect(isAllowedUrl('javascript:alert(1)', ORIGINS, HERE, prefixes)).toBe(false);
  expect(isAllowedUrl('https://evil.example.net/steal', ORIGINS, HERE, prefixes)).toBe(false);
  expect(isAllowedUrl('https://pay.example.mx/checkout/1', ORIGINS, HERE, prefixes)).toBe(true);
  expect(isAllowedUrl('/loan/details?orderId=1', ORIGINS, HERE, prefixes)).toBe(true);
  expect(isAllowedUrl('x', ORIGINS, HERE, [''])).toBe(true);
  expect(isAllowedUrl('otherapp://x', ORIGINS, HERE, [''])).toBe(false);
});
