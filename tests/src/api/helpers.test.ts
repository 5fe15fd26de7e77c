import { describe, expect, it } from 'vitest';
import { decodeWrappedPath } from '../../../sandbox/wrappedPath.ts';
import { buildUrl } from '../../../src/api/buildUrl.ts';
import { commonQueryParams } from '../../../src/api/commonQueryParams.ts';
import { encodeForm } from '../../../src/api/encodeForm.ts';
import { encodeWrappedPath } from '../../../src/api/encodeWrappedPath.ts';
import { failureText } from '../../../src/api/failureText.ts';
import { formValue } from '../../../src/api/formValue.ts';
import { headersFromQuery } from '../../../src/api/headersFromQuery.ts';
import { isSuccessCode } from '../../../src/api/isSuccessCode.ts';
import { pages } from '../../support/pages.ts';
import { resolveWith, text } from './config.ts';

describe('encodeWrappedPath', () => {
  const paths = [
    '/v3/loan-details/loan-details',
    '/v3/installment/loan-play-detail',
    'v3/loan-confirm/loan-detail-push',
    '/v3/loan-details/google-score',
    '/a',
    '/ab',
    '/señal/ü/€',
  ];

  it.each(paths.filter((p) => /^[\x21-\x7e]*$/.test(p)))('round-trips through the sandbox decoder: %s', (path) => {
    expect(decodeWrappedPath(encodeWrappedPath(path))).toBe(path.startsWith('/') ? path : `/${path}`);
  });

  it('is base64url without padding', () => {
    expect(encodeWrappedPath('/v3/loan-details/loan-details')).toBe('djMvbG9hbi1kZXRhaWxzL2xvYW4tZGV0YWlscw');
    expect(encodeWrappedPath('/a')).toBe('YQ');
    expect(encodeWrappedPath('/>>>?')).toBe('Pj4-Pw');
    expect(encodeWrappedPath('/???')).toBe('Pz8_');
  });
});

describe('isSuccessCode', () => {
  it.each<[unknown, unknown, boolean]>([
    [0, 0, true],
    ['0', 0, true],
    ['00', 0, true],
    ['0abc', 0, true],
    [1, 0, false],
    ['', 0, false],
    [null, 0, false],
    [undefined, 0, false],
    [true, 0, false],
    [{}, 0, false],
    ['00', '00', true],
    [0, '00', false],
    ['0', '00', false],
    [' 00', '00', false],
    [null, '00', false],
    [0, undefined, false],
  ])('%j against %j → %s', (code, expected, result) => {
    expect(isSuccessCode(code, expected)).toBe(result);
  });
});

describe('formValue and encodeForm', () => {
  it.each<[unknown, string | undefined]>([
    [undefined, undefined],
    [null, undefined],
    ['', ''],
    ['a b', 'a b'],
    [0, '0'],
    [12.5, '12.5'],
    [false, 'false'],
    [['a', 1, null], 'a,1,'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %j', (value, expected) => {
    expect(formValue(value)).toBe(expected);
  });

  it('keeps field order and escapes', () => {
    expect(encodeForm({ b: 'x&y=z', a: [1, 2], c: undefined }).toString()).toBe('b=x%26y%3Dz&a=1%2C2');
  });
});

describe('buildUrl', () => {
  it('adds ? only when there is a query, & when the base already has one', () => {
    expect(buildUrl('/p', new URLSearchParams())).toBe('/p');
    expect(buildUrl('/p', new URLSearchParams({ a: '1' }))).toBe('/p?a=1');
    expect(buildUrl('/p?x=1', new URLSearchParams({ a: '1' }))).toBe('/p?x=1&a=1');
  });
});

describe('commonQueryParams', () => {
  it('takes the configured names from the page, else the resolved defaults, skipping empty ones', () => {
    const params = commonQueryParams(pages.api, new URLSearchParams('userId=U1&appName=&other=x&productId=P'), resolveWith());
    expect([...params]).toEqual([
      ['userId', 'U1'],
      ['merchantNumber', pages.constants.defaultMerchantNumber],
      ['productId', 'P'],
    ]);
  });
});

describe('headersFromQuery', () => {
  const declared = (query: string, unsendable: 'leaveOut' | 'encode' = 'leaveOut') => ({ query, unsendable });
  const nothing = () => {
    throw new Error('nothing to report');
  };

  it('maps header names to page parameters, missing ones empty', () => {
    const headers = { 'X-A': declared('a'), 'X-B': declared('b') };
    expect(headersFromQuery(headers, new URLSearchParams('a=1'), nothing)).toEqual({ 'X-A': '1', 'X-B': '' });
    expect(headersFromQuery(undefined, new URLSearchParams('a=1'), nothing)).toEqual({});
  });

  it('sends a value no header can carry empty or percent-encoded, as declared, and reports it', () => {
    const reports: string[] = [];
    const headers = {
      'X-Device-Id': declared('dvi'),
      'X-Language': declared('language', 'encode'),
      'X-Channel': declared('chn', 'encode'),
    };
    const query = new URLSearchParams('dvi=a%0Ab&language=a%0D%0Ab&chn=campa%C3%B1a');
    expect(headersFromQuery(headers, query, (m) => reports.push(m))).toEqual({
      'X-Device-Id': '',
      'X-Language': 'a%0D%0Ab',
      'X-Channel': 'campa%C3%B1a',
    });
    expect(reports).toEqual([
      'header X-Device-Id: query parameter dvi holds a line break or a character outside printable ASCII; sent empty',
      'header X-Language: query parameter language holds a line break or a character outside printable ASCII; sent percent-encoded',
      'header X-Channel: query parameter chn holds a line break or a character outside printable ASCII; sent percent-encoded',
    ]);
    // Every value it sends is one fetch accepts.
    for (const value of Object.values(headersFromQuery(headers, query, () => {}))) expect(() => new Headers({ x: value })).not.toThrow();
  });

  it('keeps printable values as they are, spaces, tabs and punctuation included', () => {
    const value = 'es-MX; q=0.9\t(app 3.2)';
    expect(headersFromQuery({ 'X-Language': declared('language', 'encode') }, new URLSearchParams({ language: value }), nothing)).toEqual({
      'X-Language': value,
    });
  });
});

describe('failureText', () => {
  const payment = pages.api.clients.payment;
  const resolve = resolveWith();
  it('prefers configured texts, then the server message, then the default', () => {
    expect(failureText(payment, resolve, '800006', 'x')).toBe(text('repay', 'wrongCode'));
    expect(failureText(payment, resolve, 800005, 'x')).toBe(text('repay', 'repeatedSubmit'));
    expect(failureText(payment, resolve, '1', 'Server text')).toBe('Server text');
    expect(failureText(payment, resolve, '1', '  ')).toBe(text('errors', 'processingFailed'));
    expect(failureText(pages.api.clients.common, resolve, '1', '')).toBe('');
  });

  it('ignores inherited properties as codes', () => {
    expect(failureText(payment, resolve, 'constructor', 'Server text')).toBe('Server text');
  });
});
