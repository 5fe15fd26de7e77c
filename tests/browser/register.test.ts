import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { constant, copy, fill } from '../support/copy.ts';
import { startAppForFile, type OpenOptions } from './fixture.ts';
import { playShell, shellMessages } from './shell.ts';
import { TEXTS, type TextKey } from '../../sandbox/seed/texts.ts';
import { forgetToasts, lastToast } from './toasts.ts';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { LANGS, type Lang } from '../support/language.ts';

const app = startAppForFile();

const QUERY = 'id=1&app_from=fb&user_from=ad7&utm_tag=summer&links_id=L1&down_id=D1&invite_code=INV9&UC=uc123';
const PHONE = '13512345678';
const SMS = '/api/v2/youmi/promotion/get-sms';
const REGISTER = '/api/v2/youmi/promotion/register';
const COUNTDOWN = Number(constant('smsCountdownSeconds'));

/** A message the sandbox sends, in whichever language it answered: the page shows it as it came. */
const server = (key: TextKey) => [TEXTS.es[key], TEXTS.en[key]];
const getCode = (page: Page) => page.locator('.w-countdown-button');

async function control<T>(path: string): Promise<T> {
  return (await sandboxControl(app.sandbox, path)) as T;
}

/** The sid of the captcha on screen, read from its image address. */
async function sidOnScreen(page: Page, t: ReturnType<typeof copy>): Promise<string> {
  const src = await page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src');
  return new URL(src!, app.url).searchParams.get('sid')!;
}

/** What the captcha image on screen shows, as the sandbox drew it. */
async function captchaOnScreen(page: Page, t: ReturnType<typeof copy>): Promise<string> {
  const img = page.getByRole('img', { name: t.promo!.captchaAlt! });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const sid = await sidOnScreen(page, t);
  return (await control<{ code: string }>(`/captcha?sid=${sid}`)).code;
}

async function openRegister(lang: Lang, options: OpenOptions = {}, query = QUERY) {
  const opened = await app.open(`/register?${query}`, { lang, ...options });
  await opened.page.locator('[data-screen=promoRegister][data-phase=ready]').waitFor();
  return opened;
}

/** Fills phone and captcha, asks for a code, and waits for the sandbox to have sent it. */
async function requestCode(page: Page, t: ReturnType<typeof copy>, phone = PHONE): Promise<string> {
  await page.locator('#field-phone').fill(phone);
  await page.locator('#field-imgValidate').fill(await captchaOnScreen(page, t));
  await getCode(page).click();
  await expect.poll(() => lastToast(page)).toBe(t.promo!.codeSent);
  const sms = await control<{ byPhone: Record<string, { code: string }> }>('/sms');
  return sms.byPhone[phone]!.code;
}

describe.each(LANGS)('promotion register in %s', (lang) => {
  const t = copy(lang);

  test('loads the channel template, records the visit and shows a captcha for a new sid', async () => {
    const { page, errors } = await openRegister(lang);
    await page.getByRole('heading', { name: 'Presto Rápido' }).waitFor();
    const template = await app.requests('/api/v2/youmi/service/channel/channel-template');
    expect(template[0]!.query.templateId).toBe('1');
    // The visit record leaves once the page is drawn, and nothing waits for it.
    await expect.poll(async () => (await app.requests('/api/v2/youmi/promotion/track-visit')).length).toBe(1);
    const [visit] = await app.requests('/api/v2/youmi/promotion/track-visit');
    expect(visit!.query).toMatchObject({
      page_id: '1',
      user_from: 'ad7',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'summer',
      app_from: 'fb',
    });
    await expect.poll(async () => (await app.requests('/api/v2/youmi/promotion/get-sid')).length).toBe(1);
    const sid = await sidOnScreen(page, t);
    expect(sid).toMatch(/^sid_/);
    // The image's request reaches the sandbox a moment after its src is set.
    await expect.poll(async () => (await app.requests('/api/v2/youmi/promotion/get-captcha')).at(-1)?.query.sid).toBe(sid);
    expect(errors).toEqual([]);
  });

  test('Get code checks the phone, then the captcha, before anything is sent; inputs keep their limits', async () => {
    const { page } = await openRegister(lang);
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.phoneInvalid);
    await forgetToasts(page);
    await page.locator('#field-phone').fill('12345678901');
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.phoneInvalid);
    await page.locator('#field-phone').fill(PHONE);
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.captchaInvalid);
    expect(await app.requests(SMS)).toHaveLength(0);

    await page.locator('#field-phone').fill('1351234567899999');
    expect(await page.locator('#field-phone').inputValue()).toHaveLength(Number(constant('phoneMaxLength')));
    await page.locator('#field-imgValidate').fill('ABCDEFG');
    expect(await page.locator('#field-imgValidate').inputValue()).toHaveLength(Number(constant('captchaMaxLength')));
    await page.locator('#field-smsCode').fill('123456789');
    expect(await page.locator('#field-smsCode').inputValue()).toHaveLength(Number(constant('smsCodeMaxLength')));
  });

  test('refreshing the captcha needs a phone first, then draws a new one', async () => {
    const { page } = await openRegister(lang);
    const before = await page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src');
    await page.getByRole('button', { name: t.promo!.refreshCaptcha!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.phoneInvalid);
    expect(await page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src')).toBe(before);

    await page.locator('#field-phone').fill(PHONE);
    const draws = (await app.requests('/api/v2/youmi/promotion/get-captcha')).length;
    await page.getByRole('button', { name: t.promo!.captchaAlt! }).click();
    await expect.poll(() => page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src')).not.toBe(before);
    await expect.poll(async () => (await app.requests('/api/v2/youmi/promotion/get-captcha')).length).toBe(draws + 1);
  });

  test('a code is sent, the button counts down 60 s and refuses to resend, then registration leads to the download page', async () => {
    const { page, errors } = await openRegister(lang, { pausedClock: true, beforeLoad: playShell });
    const captcha = await captchaOnScreen(page, t);
    const code = await requestCode(page, t);
    const [sent] = await app.requests(SMS);
    expect(sent!.body).toMatchObject({
      phone: PHONE,
      capcode: captcha,
      sid: await sidOnScreen(page, t),
      app_from: 'fb',
      user_from: 'ad7',
      utm_tag: 'summer',
    });
    expect(sent!.body.appName).toBeTruthy();

    await expect.poll(() => getCode(page).textContent()).toBe(fill(t.promo!.resendIn!, COUNTDOWN));
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.doNotResend);
    await page.clock.runFor((COUNTDOWN - 1) * 1000);
    await expect.poll(() => getCode(page).textContent()).toBe(fill(t.promo!.resendIn!, 1));
    await getCode(page).click();
    expect(await app.requests(SMS)).toHaveLength(1);
    await page.clock.runFor(1000);
    await expect.poll(() => getCode(page).textContent()).toBe(t.promo!.getCode);

    // Register checks phone, captcha and SMS code in that order.
    await page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.codeInvalid);
    expect(await app.requests(REGISTER)).toHaveLength(0);

    await page.locator('#field-smsCode').fill(code);
    await page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.registered);
    await page.waitForURL((url) => url.hash === '#/downloadTemplate');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/register');
    for (const [key, value] of new URLSearchParams(QUERY)) expect(url.searchParams.get(key)).toBe(value);
    await page.getByRole('button', { name: t.promo!.android! }).waitFor();
    await page.getByRole('button', { name: t.promo!.ios! }).waitFor();

    const [register] = await app.requests(REGISTER);
    expect(register!.body).toMatchObject({
      phone: PHONE,
      capcode: captcha,
      smsCode: code,
      userName: PHONE,
      merchantNumber: '0',
      invite_code: 'INV9',
      user_from: 'ad7',
      id: '1',
      app_from: 'fb',
      utm_tag: 'summer',
    });
    const [click] = await app.requests('/api/v2/youmi/promotion/track-click');
    expect(click!.query).toMatchObject({ page_id: '1', user_from: 'ad7', client_type: 'android', page_type: '1', phone: PHONE });
    // UC in the link: the conversion is reported to the app shell.
    expect(await shellMessages(page)).toEqual([{ action: 'confirmBurialPoint', payload: { event: 'register', UC: 'uc123' } }]);
    expect(errors).toEqual([]);
  });

  test('without UC no conversion is reported', async () => {
    const { page } = await openRegister(lang, { beforeLoad: playShell }, 'id=2&user_from=ad7');
    const code = await requestCode(page, t);
    await page.locator('#field-smsCode').fill(code);
    await page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/downloadTemplate');
    expect(await shellMessages(page)).toEqual([]);
  });

  test('a wrong captcha (101) draws a new one and shows the server message', async () => {
    const { page } = await openRegister(lang);
    await page.locator('#field-phone').fill(PHONE);
    await captchaOnScreen(page, t);
    const before = await page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src');
    await page.locator('#field-imgValidate').fill('0000');
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBeOneOf(server('promo.wrongCaptcha'));
    await expect.poll(() => page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src')).not.toBe(before);
    expect(await page.locator('#field-imgValidate').inputValue()).toBe('');
    expect(await getCode(page).textContent()).toBe(t.promo!.getCode);
  });

  test('an already registered phone (11) is sent to the download page from Get code and from Register', async () => {
    const { page } = await openRegister(lang);
    await page.locator('#field-phone').fill('13800000011');
    await page.locator('#field-imgValidate').fill(await captchaOnScreen(page, t));
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.alreadyRegistered);
    await page.waitForURL((url) => url.hash === '#/downloadTemplate');

    const again = await openRegister(lang);
    await again.page.locator('#field-phone').fill('13900000022');
    await again.page.locator('#field-imgValidate').fill(await captchaOnScreen(again.page, t));
    await again.page.locator('#field-smsCode').fill('123456');
    await again.page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await expect.poll(() => lastToast(again.page)).toBe(t.promo!.alreadyRegistered);
    await again.page.waitForURL((url) => url.hash === '#/downloadTemplate');
  });

  test('other answers show the server message and stay: rate limit on Get code, wrong SMS code and wrong captcha (-1) on Register', async () => {
    const { page } = await openRegister(lang);
    await page.locator('#field-phone').fill('13700000033');
    await page.locator('#field-imgValidate').fill(await captchaOnScreen(page, t));
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBeOneOf(server('promo.rateLimited'));
    expect(await getCode(page).textContent()).toBe(t.promo!.getCode);

    await requestCode(page, t);
    await page.locator('#field-smsCode').fill('000000');
    await page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBeOneOf(server('promo.wrongSms'));
    expect(new URL(page.url()).hash).toBe('');

    const before = await page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src');
    await page.locator('#field-imgValidate').fill('0000');
    await page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBeOneOf(server('promo.wrongCaptcha'));
    await expect.poll(() => page.getByRole('img', { name: t.promo!.captchaAlt! }).getAttribute('src')).not.toBe(before);
    expect(await page.locator('#field-imgValidate').inputValue()).toBe('');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a network failure on Register shows the network message', async () => {
    const { page } = await openRegister(lang);
    const code = await requestCode(page, t);
    await page.locator('#field-smsCode').fill(code);
    await app.scenario({ fail: { path: REGISTER, mode: '500', times: 1 } });
    await page.getByRole('button', { name: t.promo!.register!, exact: true }).click();
    await expect.poll(() => lastToast(page)).toBe(t.errors!.network);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('an unknown template shows the server message, and a network failure the network message, each with a retry', async () => {
    const { page } = await app.open('/register?id=99', { lang });
    const failed = page.locator('[data-screen=promoRegister][data-phase=failed]');
    await failed.getByText(new RegExp(`^(${server('promo.templateMissing').join('|')})$`)).waitFor();

    await app.scenario({ fail: { path: '/api/v2/youmi/service/channel/channel-template', mode: '500', times: 1 } });
    const second = await app.open(`/register?${QUERY}`, { lang });
    await second.page.getByText(t.errors!.network!).waitFor();
    await second.page.getByRole('button', { name: t.ui!.retry! }).click();
    await second.page.getByRole('heading', { name: 'Presto Rápido' }).waitFor();
  });

  test('a failed session id shows the server message', async () => {
    await app.scenario({
      fail: { path: '/api/v2/youmi/promotion/get-sid', mode: 'code', code: 7, message: 'Sesión no disponible', times: 1 },
    });
    const { page } = await openRegister(lang);
    await expect.poll(() => lastToast(page)).toBe('Sesión no disponible');
    expect(await page.getByRole('img', { name: t.promo!.captchaAlt! }).count()).toBe(0);
  });

  test('the agreement link opens the agreement page with the same query', async () => {
    const { page } = await openRegister(lang);
    await page.getByRole('button', { name: t.promo!.agreementLink!, exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/agreementTemplate');
    for (const [key, value] of new URLSearchParams(QUERY)) expect(new URL(page.url()).searchParams.get(key)).toBe(value);
    await page.locator('[data-screen=promoAgreement] .r-document').first().waitFor();
    expect(await page.locator('[data-screen=promoAgreement] .r-document').count()).toBe(2);
  });

  test('the download page offers both stores, and in the messenger browser says to open a real browser', async () => {
    const plain = await app.open(`/register?${QUERY}#/downloadTemplate`, { lang });
    await plain.page.getByRole('button', { name: t.promo!.android! }).waitFor();
    expect(await plain.page.getByText(t.promo!.messenger!).count()).toBe(0);
    await plain.page.evaluate(() => {
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string }).opened = String(url);
        return null;
      };
    });
    await plain.page.getByRole('button', { name: t.promo!.android! }).click();
    await expect
      .poll(() => plain.page.evaluate(() => (window as unknown as { opened?: string }).opened))
      .toMatch(/^https:\/\/play\.google\.com\//);
    await plain.page.getByRole('button', { name: t.promo!.ios! }).click();
    await expect
      .poll(() => plain.page.evaluate(() => (window as unknown as { opened?: string }).opened))
      .toMatch(/^https:\/\/apps\.apple\.com\//);

    const messenger = String(constant('messengerUserAgent'));
    const inApp = await app.open(`/register?${QUERY}#/downloadTemplate`, {
      lang,
      beforeLoad: (page) =>
        page.addInitScript((marker: string) => {
          Object.defineProperty(navigator, 'userAgent', { get: () => `Mozilla/5.0 (iPhone) AppleWebKit ${marker}/8.0.49` });
        }, messenger),
    });
    await inApp.page.getByText(t.promo!.messenger!).waitFor();
  });
});

test('an iPhone visit is recorded as ios', async () => {
  await app.open(`/register?${QUERY}`, {
    lang: 'es',
    beforeLoad: (page) =>
      page.addInitScript(() => {
        Object.defineProperty(navigator, 'userAgent', { get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' });
      }),
  });
  await expect.poll(async () => (await app.requests('/api/v2/youmi/promotion/track-visit')).length).toBe(1);
  const [visit] = await app.requests('/api/v2/youmi/promotion/track-visit');
  expect(visit!.query.client_type).toBe('ios');
});

test('the Chinese pack says the messages of its rules and errors in Chinese', async () => {
  const zh = copy('zh' as 'es');
  const { page } = await app.open(`/register?${QUERY}&lang=zh`);
  await page.locator('[data-screen=promoRegister][data-phase=ready]').waitFor();
  await getCode(page).click();
  await expect.poll(() => lastToast(page)).toBe(zh.promo!.phoneInvalid);
  expect(zh.promo!.phoneInvalid).toMatch(/[\u4e00-\u9fff]/);
});

describe('what an ad link or a visit record cannot do to the page', () => {
  const VISIT = '/api/v2/youmi/promotion/track-visit';
  const TEMPLATE = '/api/v2/youmi/service/channel/channel-template';

  test('a visit record that never answers does not hold the page: it draws, the form works, the record still hangs', async () => {
    const t = copy('es');
    await app.scenario({ fail: { path: VISIT, mode: 'hang' } });
    // The clock stands still, so the visit's own timeout can never be what lets the page draw.
    const { page, errors } = await app.open(`/register?${QUERY}`, { lang: 'es', pausedClock: true });
    await page.locator('[data-screen=promoRegister][data-phase=ready]').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Presto Rápido' }).waitFor();
    await expect.poll(async () => (await app.requests(VISIT)).length).toBe(1);
    await getCode(page).click();
    await expect.poll(() => lastToast(page)).toBe(t.promo!.phoneInvalid);
    expect(await app.requests(VISIT)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test.each([
    { param: 'dvi', header: 'x-device-id', sent: '' },
    { param: 'language', header: 'x-language', sent: 'a%0Ab' },
  ])('$param=a%0Ab in the address: the page loads, the header goes $sent, and the page reports it', async ({ param, header, sent }) => {
    const warnings: string[] = [];
    const { page, errors } = await app.open(`/register?${QUERY}&${param}=a%0Ab`, {
      lang: 'es',
      beforeLoad: async (opened) => {
        opened.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
      },
    });
    await page.locator('[data-screen=promoRegister][data-phase=ready]').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Presto Rápido' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    const [template] = await app.requests(TEMPLATE);
    expect(template!.headers[header]).toBe(sent);
    await expect.poll(async () => (await app.requests('/api/v2/youmi/promotion/get-sid')).length).toBe(1);
    expect(warnings.some((w) => w.includes(`query parameter ${param} holds a line break`))).toBe(true);
    expect(errors).toEqual([]);
  });
});
