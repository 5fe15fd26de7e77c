import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../sandbox/seed/texts.ts';
import { startHarness, type Harness } from './harness.ts';

const PROMO = '/api/v2/youmi/promotion';

let sb: Harness;
beforeAll(async () => {
  sb = await startHarness();
});
beforeEach(() => sb.control('/reset', {}));
afterAll(() => sb.close());

/** Gets a sid and draws its captcha, returning the sid and the captcha's text as the control API reports it. */
async function captcha(): Promise<{ sid: string; code: string }> {
  const { code, data } = await sb.get(`${PROMO}/get-sid`);
  expect(code).toBe(0);
  const image = await sb.raw(`/evolved${PROMO}/get-captcha?sid=${data.sid}&a=${Date.now()}`);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');
  return sb.control(`/captcha?sid=${data.sid}`);
}

/** The promotion JSON client: X-Requested-With plus headers taken from the page's query string. */
async function postJson(path: string, body: Record<string, string>) {
  const res = await sb.raw(`/evolved${PROMO}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', language: 'es' },
    body: JSON.stringify(body),
  });
  return res.json();
}

const fields = (phone: string, sid: string, capcode: string) => ({
  phone,
  capcode,
  sid,
  deviceId: 'web-1',
  appName: 'presto',
  app_from: 'fb',
  user_from: 'ads',
  utm_tag: 'verano',
});

describe('promotion endpoints', () => {
  it('channel-template returns the config, or 01 for an unknown id', async () => {
    const found = await sb.get('/api/v2/youmi/service/channel/channel-template', { templateId: '1' });
    expect(found).toMatchObject({ code: '00', data: { id: '1', title: 'Presto Rápido', buttonColor: '#0a8f5a' } });
    for (const key of ['bannerImage', 'androidUrl', 'iosUrl', 'agreementTitle']) expect(found.data[key]).toBeTruthy();
    expect((await sb.raw(found.data.bannerImage)).status).toBe(200);
    const missing = await sb.get('/api/v2/youmi/service/channel/channel-template', { templateId: '77' });
    expect(missing).toMatchObject({ code: '01', message: t('es', 'promo.templateMissing') });
  });

  it('draws a real SVG captcha of 4 characters with noise, new on each call, per sid', async () => {
    const { sid, code } = await captcha();
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    const svg = await (await sb.raw(`/evolved${PROMO}/get-captcha?sid=${sid}&a=1`)).text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);
    const drawn = [...svg.matchAll(/<text [^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join('');
    const { code: redrawn } = await sb.control(`/captcha?sid=${sid}`);
    expect(drawn).toBe(redrawn);
    const other = await captcha();
    expect(other.sid).not.toBe(sid);
    expect((await sb.control(`/captcha?sid=${sid}`)).code).toBe(redrawn);
    expect((await sb.raw(`/evolved${PROMO}/get-captcha`)).status).toBe(400);
  });

  it('get-sms: 101 wrong captcha, 11 registered, 0 sent (case-insensitive), 1 rate limited', async () => {
    const { sid, code } = await captcha();
    const wrong = await sb.post(`${PROMO}/get-sms`, fields('13512345678', sid, 'ZZZZ' === code ? 'YYYY' : 'ZZZZ'));
    expect(wrong).toMatchObject({ code: 101, message: t('es', 'promo.wrongCaptcha') });
    expect((await sb.post(`${PROMO}/get-sms`, fields('13800000011', sid, code))).code).toBe(11);
    expect((await postJson('/get-sms', fields('13512345678', sid, code.toLowerCase()))).code).toBe(0);
    expect((await sb.control('/sms')).byPhone['13512345678'].code).toMatch(/^\d{6}$/);
    const limited = await sb.post(`${PROMO}/get-sms`, fields('13700000033', sid, code));
    expect(limited.code).toBe(1);
    expect(limited.message).toBe(t('es', 'promo.rateLimited'));
    for (let i = 0; i < 4; i++) {
      expect((await sb.post(`${PROMO}/get-sms`, fields('13512345678', sid, code))).code).toBe(0);
    }
    expect((await sb.post(`${PROMO}/get-sms`, fields('13512345678', sid, code))).code).toBe(1);
    expect((await sb.post(`${PROMO}/get-sms`, fields('12345', sid, code))).code).toBe(3);
  });

  it('register: -1 wrong captcha, 11 registered, 2 wrong SMS code, 0 registered (then 11)', async () => {
    const { sid, code } = await captcha();
    const phone = '15598765432';
    expect((await sb.post(`${PROMO}/get-sms`, fields(phone, sid, code))).code).toBe(0);
    const smsCode: string = (await sb.control('/sms')).byPhone[phone].code;
    const register = (over: Record<string, string>) =>
      sb.post(`${PROMO}/register`, {
        ...fields(phone, sid, code),
        merchantNumber: '0',
        userName: phone,
        smsCode,
        invite_code: 'AMIGO10',
        id: '1',
        ...over,
      });
    expect((await register({ capcode: code === 'AAAA' ? 'BBBB' : 'AAAA' })).code).toBe(-1);
    expect((await register({ phone: '13900000022', userName: '13900000022' })).code).toBe(11);
    const wrongSms = await register({ smsCode: smsCode === '000000' ? '111111' : '000000' });
    expect(wrongSms).toMatchObject({ code: 2, message: t('es', 'promo.wrongSms') });
    expect((await register({})).code).toBe(0);
    expect((await register({})).code).toBe(11);
    expect((await sb.post(`${PROMO}/get-sms`, fields(phone, sid, code))).code).toBe(11);
    expect((await sb.control('/state')).registrations[0]).toMatchObject({ invite_code: 'AMIGO10', phone });
  });

  it('records tracking calls with their query and the request headers', async () => {
    const visit = await sb.get(`${PROMO}/track-visit`, { page_id: '1', client_type: 'android', page_type: '1' });
    expect(visit.code).toBe(0);
    expect((await sb.get(`${PROMO}/track-click`, { page_id: '1', phone: '13512345678' })).code).toBe(0);
    await postJson('/get-sms', fields('13512345678', 'sid_missing', 'ABCD'));
    const log = await sb.control('/requests');
    expect(log.map((r: { route: string }) => r.route)).toEqual([`${PROMO}/track-visit`, `${PROMO}/track-click`, `${PROMO}/get-sms`]);
    expect(log[0].query).toMatchObject({ page_id: '1', client_type: 'android', deviceId: 'dev-test-1' });
    expect(log[2].headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', language: 'es' });
    expect(log[2].body).toMatchObject({ phone: '13512345678', capcode: 'ABCD' });
    expect(log[2].at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
