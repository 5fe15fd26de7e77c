import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t, TEXTS, type Lang, type TextKey } from '../../sandbox/seed/texts.ts';
import { currency as currencyOf, LANG_PARAM, LANG_VALUE, LANGS } from '../support/language.ts';
import { pages } from '../support/pages.ts';
import { startHarness, type Harness, type Json } from './harness.ts';

let sb: Harness;
beforeAll(async () => {
  sb = await startHarness();
});
beforeEach(() => sb.control('/reset', {}));
afterAll(() => sb.close());

const LIST = '/user-problem/problem-list';
const LOAN = '/api/v1/youmi/youmi-api/service/loan';
const QUERY: Record<Lang, Record<string, string>> = { es: { [LANG_PARAM]: LANG_VALUE.es }, en: { [LANG_PARAM]: LANG_VALUE.en } };

/** Every endpoint that sends display strings, answered in `lang`. */
async function answers(lang: Lang): Promise<Record<string, Json>> {
  const q = QUERY[lang];
  const order = { productId: 'P-PRESTO', orderId: 'ORD174' };
  const voucher = { ...order, amount: '196400', payCode: '93924716693091', requestType: '1' };
  return {
    init: await sb.post('/user-problem/problem-init', { orderId: 'ORD180' }, q),
    list: await sb.post(LIST, {}, q),
    detail: await sb.post('/user-problem/problem-detail', { problemId: '1001' }, q),
    contact: await sb.post('/user-problem/get-whatsapp', { overall: '30' }, q),
    contract: await sb.post('/v3/loan-details/contract-detail', { orderNo: 'ORD174' }, q),
    way: { ...(await sb.post(`${LOAN}/repayment-way`, {}, { ...q, orderId: 'ORD174' })), data: null },
    template: await sb.get('/api/v2/youmi/service/channel/channel-template', { ...q, templateId: '1' }),
    details: await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'ORD180' }, q),
    due: await sb.wrapped('/v3/loan-details/loan-details', order, q),
    plan: await sb.wrapped('/v3/installment/loan-play-detail', order, q),
    delay: await sb.wrapped('/v3/installment/loan-play-delay-detail', { orderId: 'ORD174D' }, q),
    voucher: await sb.wrapped('/v3/loan-details/generate-vcode', voucher, q),
    extension: await sb.wrapped('/v3/loan-details/generate-vcode', { ...voucher, payCode: '', requestType: '2' }, q),
    confirm: await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-LANA' }, q),
    pop: await sb.wrapped('/v3/loan-confirm/loan-detail-confirm', { productId: 'P-POP' }, q),
    missing: await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'NOPE' }, q),
    rejected: await sb.post('/v3/loan-details/contract-detail', { orderNo: 'ORD110' }, q),
    saveRefused: await sb.post('/user-problem/problem-save', { problemType: '2', problemDetail: ' ' }, q),
  };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Codes, ids, references, dates, URLs and e-mail addresses: values that must not depend on the language. */
const STRUCTURED = /^(\/|https?:|[\w.+-]+@[\w.-]+$|(?=.*\d)[A-Z0-9_-]+$|[\d ]+$|\d{4}-\d\d-\d\d$|\d+(\.\d+)?%$|\*)/;

/** Walks both answers in step: the same shape, the same numbers, and the same structured strings. */
function sameStructure(es: unknown, en: unknown, at: string): void {
  if (typeof es === 'string' && typeof en === 'string') {
    if (STRUCTURED.test(es) || STRUCTURED.test(en)) expect(en, at).toBe(es);
    return;
  }
  if (Array.isArray(es)) {
    expect(Array.isArray(en) && en.length, at).toBe(es.length);
    es.forEach((item, i) => sameStructure(item, (en as unknown[])[i], `${at}[${i}]`));
    return;
  }
  if (es && typeof es === 'object') {
    expect(Object.keys(en as object), at).toEqual(Object.keys(es));
    const other = en as Record<string, unknown>;
    for (const [key, value] of Object.entries(es)) sameStructure(value, other[key], `${at}.${key}`);
    return;
  }
  expect(en, at).toEqual(es);
}

describe('the language of the answers', () => {
  it('is English for is-need-pop=1 or X-Language: en, and Spanish for anything else', async () => {
    const tabs = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
      const url = `/evolved${LIST}?${new URLSearchParams(query)}`;
      const answer: Json = await (await sb.raw(url, { method: 'POST', headers })).json();
      return answer.data.map((tab: { name: string }) => tab.name);
    };
    const english = [t('en', 'tab.0'), t('en', 'tab.1')];
    const spanish = [t('es', 'tab.0'), t('es', 'tab.1')];
    expect(english).not.toEqual(spanish);
    expect(await tabs({ 'is-need-pop': '1' })).toEqual(english);
    expect(await tabs({}, { 'X-Language': 'en' })).toEqual(english);
    expect(await tabs({}, { 'X-Language': 'en-US' })).toEqual(english);
    const others: Record<string, string>[] = [{ 'is-need-pop': '2' }, {}, { 'is-need-pop': '0' }, { 'is-need-pop': 'en' }];
    for (const query of others) {
      expect(await tabs(query), JSON.stringify(query)).toEqual(spanish);
    }
    expect(await tabs({}, { 'X-Language': 'es' })).toEqual(spanish);
    expect(await tabs({}, { 'X-Language': '' })).toEqual(spanish);
  });

  it('changes only display strings: shapes, numbers, codes, ids, dates and URLs are the same in both', async () => {
    const [es, en] = [await answers('es'), await answers('en')];
    sameStructure(es, en, 'answers');
    expect(strings(en)).not.toEqual(strings(es));
  });

  it('leaves no Spanish message in an English answer', async () => {
    const english = strings(await answers('en')).join('\n');
    const spanishOnly = (Object.keys(TEXTS.es) as TextKey[]).filter((key) => TEXTS.es[key] !== TEXTS.en[key]);
    for (const key of spanishOnly) {
      // The longest part of the message without a placeholder is what would leak.
      const part = TEXTS.es[key]
        .split(/\{\d\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim();
      if (part.length > 3) expect(english, key).not.toContain(part);
    }
    // Untranslated copies in the English table would pass the check above; Spanish letters give them away.
    for (const [key, text] of Object.entries(TEXTS.en)) expect(text, key).not.toMatch(/[áéíóúñ¿¡]/i);
  });

  it('writes amounts as the pages do, with the currency of the language pack', async () => {
    for (const lang of LANGS) {
      const currency = currencyOf(lang);
      const { data } = await sb.wrapped('/v3/loan-details/loan-details', { orderId: 'ORD174' }, QUERY[lang]);
      const values = data.userOrderDetail.detail.map((row: { value: unknown }) => row.value);
      // ORD174: 2,000.00 lent; 2,000.00 + 14.00 interest - 50.00 coupon to repay.
      expect(values.slice(0, 3)).toEqual([`${currency}2.000,00`, `${currency}1.964,00`, `${currency}14,00`]);
      expect(values).toContain(`-${currency}50,00`);
      expect(data.noticeDesText).toContain(`${currency}1.964,00`);
      const all = strings(await answers(lang)).join('\n');
      expect(all).not.toMatch(/[$₹]\d{1,3}(,\d{3})*\.\d\d\b/);
      expect(all).not.toContain(lang === 'es' ? '₹' : '$');
    }
  });

  it('says its errors in the language too', async () => {
    const q = QUERY.en;
    const unknown = await sb.post('/user-problem/nope', {}, q);
    expect(unknown).toMatchObject({ code: 404, message: t('en', 'error.route', '/user-problem/nope') });
    await sb.control('/scenario', { fail: { path: LIST, mode: 'code' } });
    expect(await sb.post(LIST, {}, q)).toMatchObject({ code: 1, message: t('en', 'error.unavailable') });
    expect(await sb.post(LIST)).toMatchObject({ code: 1, message: t('es', 'error.unavailable') });
    const way = await sb.post(`${LOAN}/repayment-way`, {}, { ...q, orderId: 'ORD200' });
    expect(way).toMatchObject({ code: '800005', message: t('en', 'pay.repeated') });
    const sms = await (
      await sb.raw('/evolved/api/v2/youmi/promotion/get-sms', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
        body: JSON.stringify({ phone: '123' }),
      })
    ).json();
    expect(sms).toMatchObject({ code: 3, message: t('en', 'promo.badPhone') });
  });
});

describe('the brand', () => {
  it("is the app's company: contact, contracts, vouchers and payment e-mail", async () => {
    const domain = pages.app.email.split('@')[1];
    const contact = await sb.post('/user-problem/get-whatsapp', { overall: '30' });
    expect(contact.data.email).toBe(pages.app.email);
    const contract = await sb.post('/v3/loan-details/contract-detail', { orderNo: 'ORD174' });
    expect(contract.data.company).toBe(pages.app.company);
    const { data } = await sb.wrapped('/v3/loan-details/generate-vcode', {
      productId: 'P-PRESTO',
      orderId: 'ORD174',
      amount: '196400',
      payCode: '',
      requestType: '1',
    });
    expect(data.repayDetail.companyName).toBe(pages.app.company);
    expect(data.imgList.eMail.split('@')[1]).toBe(domain);
    const plan = await sb.wrapped('/v3/installment/loan-play-detail', { orderId: 'ORD174' });
    expect(strings(plan.data).join('\n')).toContain(`"${pages.app.name}"`);
  });
});
