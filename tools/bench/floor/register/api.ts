import { exchange } from '../http.ts';

/** The same promotion calls the real page makes, with the headers the promotion servers expect. */
const BASE = '/evolved/api/v2/youmi';
const APP_NAME = 'Crédito Ágil';

export interface Template {
  title?: string;
  subtitle?: string;
  bannerImage: string;
}

/** Each header from its page parameter, '' when the link has none: the servers expect every one. */
function headers(page: URLSearchParams, names: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const [header, param] of Object.entries(names)) out[header] = page.get(param) ?? '';
  return out;
}
const JSON_HEADERS = { 'X-Device-Id': 'dvi', 'X-App-Version': 'avn', 'X-Channel': 'chn', 'X-Session': 'ssn', 'X-Language': 'language' };
const FORM_HEADERS = { 'X-Device-Id': 'dvi', 'X-Session': 'ssn' };

const withQuery = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return `${BASE}${path}${search === '' ? '' : `?${search}`}`;
};

/** The page's language parameter, which these calls pass on so the server answers in it. */
function language(page: URLSearchParams): Record<string, string> {
  const lang = page.get('is-need-pop') ?? '';
  return lang === '' ? {} : { 'is-need-pop': lang };
}

async function get<T>(path: string, params: Record<string, string>, page: URLSearchParams, success: number | string = 0): Promise<T> {
  const envelope = await exchange<T>(withQuery(path, params), { headers: headers(page, JSON_HEADERS) });
  if (String(envelope.code) !== String(success)) throw new Error(envelope.message);
  return envelope.data;
}

/** A form post; resolves to the server's code and message, which the page acts on. */
async function post(path: string, fields: Record<string, string>, page: URLSearchParams): Promise<{ code: number; message: string }> {
  const envelope = await exchange(withQuery(path, language(page)), {
    method: 'POST',
    headers: headers(page, FORM_HEADERS),
    body: new URLSearchParams(fields),
  });
  return { code: Number(envelope.code), message: envelope.message };
}

/** Where the visitor came from, as every promotion record carries it. */
function visit(page: URLSearchParams): Record<string, string> {
  return {
    page_id: page.get('id') ?? '',
    user_from: page.get('user_from') ?? '',
    client_type: /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'ios' : 'android',
    page_type: '1',
    utm_tag: page.get('utm_tag') ?? '',
    app_from: page.get('app_from') ?? '',
  };
}

export function getTemplate(page: URLSearchParams): Promise<Template> {
  return get('/service/channel/channel-template', { ...language(page), templateId: page.get('id') ?? '' }, page, '00');
}

export function trackVisit(page: URLSearchParams): Promise<unknown> {
  return get('/promotion/track-visit', visit(page), page);
}

export function trackClick(page: URLSearchParams, phone: string): Promise<unknown> {
  return get('/promotion/track-click', { ...visit(page), phone }, page);
}

export async function getSid(page: URLSearchParams): Promise<string> {
  return (await get<{ sid: string }>('/promotion/get-sid', language(page), page)).sid;
}

export function captchaUrl(sid: string, stamp: number): string {
  return `${BASE}/promotion/get-captcha?${new URLSearchParams({ sid, a: String(stamp) })}`;
}

export interface Entered {
  phone: string;
  imgValidate: string;
  smsCode: string;
}

/** The fields both the code request and the registration send. */
function sender(page: URLSearchParams, entered: Entered, sid: string) {
  return { phone: entered.phone, capcode: entered.imgValidate, sid, deviceId: page.get('deviceId') ?? '', appName: APP_NAME };
}

export function getSms(page: URLSearchParams, entered: Entered, sid: string) {
  const from = { app_from: page.get('app_from') ?? '', user_from: page.get('user_from') ?? '', utm_tag: page.get('utm_tag') ?? '' };
  return post('/promotion/get-sms', { ...sender(page, entered, sid), ...from }, page);
}

export function registerPhone(page: URLSearchParams, entered: Entered, sid: string) {
  return post(
    '/promotion/register',
    {
      ...sender(page, entered, sid),
      merchantNumber: '0',
      userName: entered.phone,
      smsCode: entered.smsCode,
      invite_code: page.get('invite_code') ?? '',
      user_from: page.get('user_from') ?? '',
      id: page.get('id') ?? '',
      app_from: page.get('app_from') ?? '',
      utm_tag: page.get('utm_tag') ?? '',
    },
    page,
  );
}
