import { svg, text } from '../http.ts';
import { refuse, succeed, type Route } from '../route.ts';
import { RATE_LIMITED_PHONE, SMS_SENDS_PER_PHONE, template } from '../seed/promotion.ts';
import { t } from '../seed/texts.ts';
import { lastSms, randomToken, sendSms, type State } from '../state.ts';
import { captchaSvg, captchaText } from '../svg.ts';

const BASE = '/api/v2/youmi';

/** Case-insensitive, as captcha servers are: borrowers type what they see. */
function captchaMatches(state: State, sid: string | undefined, answer: string | undefined): boolean {
  const expected = sid ? state.captchas.get(sid) : undefined;
  return !!expected && (answer ?? '').trim().toUpperCase() === expected;
}

function tracker(path: string): Route {
  return {
    methods: ['GET', 'POST'],
    path,
    envelope: 'promotion',
    // Nothing to do: the request log is the record tests read.
    handle: () => succeed('promotion'),
  };
}

export const promotionRoutes: Route[] = [
  {
    methods: ['GET'],
    path: `${BASE}/service/channel/channel-template`,
    envelope: 'template',
    handle({ input, lang }) {
      const found = template(input.templateId, lang);
      return found ? succeed('template', found) : refuse('template', '01', t(lang, 'promo.templateMissing'));
    },
  },
  tracker(`${BASE}/promotion/track-visit`),
  tracker(`${BASE}/promotion/track-click`),
  {
    methods: ['GET'],
    path: `${BASE}/promotion/get-sid`,
    envelope: 'promotion',
    handle({ state }) {
      const sid = randomToken('sid_');
      state.captchas.set(sid, '');
      return succeed('promotion', { sid });
    },
  },
  {
    methods: ['GET'],
    path: `${BASE}/promotion/get-captcha`,
    envelope: 'promotion',
    handle({ state, input, lang }) {
      const sid = input.sid ?? '';
      if (!/^[\w-]{1,64}$/.test(sid)) return text(t(lang, 'promo.noSid'), 400);
      // Every draw replaces the answer: only the captcha on screen is valid.
      const code = captchaText();
      state.captchas.set(sid, code);
      return svg(captchaSvg(code));
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/promotion/get-sms`,
    envelope: 'promotion',
    handle({ state, input, log, lang, pages }) {
      const phone = input.phone ?? '';
      if (!pages.phone().test(phone)) return refuse('promotion', 3, t(lang, 'promo.badPhone'));
      if (!captchaMatches(state, input.sid, input.capcode)) {
        return refuse('promotion', 101, t(lang, 'promo.wrongCaptcha'));
      }
      if (state.registeredPhones.has(phone)) return refuse('promotion', 11, t(lang, 'promo.registered'));
      const sends = state.smsSendsByPhone.get(phone) ?? 0;
      if (phone === RATE_LIMITED_PHONE || sends >= SMS_SENDS_PER_PHONE) {
        return refuse('promotion', 1, t(lang, 'promo.rateLimited'));
      }
      state.smsSendsByPhone.set(phone, sends + 1);
      sendSms(state, 'register', phone, log);
      return succeed('promotion');
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/promotion/register`,
    envelope: 'promotion',
    handle({ state, input, lang, pages }) {
      const phone = input.phone ?? '';
      if (!pages.phone().test(phone)) return refuse('promotion', 3, t(lang, 'promo.badPhone'));
      if (!captchaMatches(state, input.sid, input.capcode)) {
        return refuse('promotion', -1, t(lang, 'promo.wrongCaptcha'));
      }
      if (state.registeredPhones.has(phone)) return refuse('promotion', 11, t(lang, 'promo.registered'));
      const sent = lastSms(state, 'register', phone);
      if (!sent || (input.smsCode ?? '').trim() !== sent.code) return refuse('promotion', 2, t(lang, 'promo.wrongSms'));
      state.registeredPhones.add(phone);
      state.registrations.push({ ...input });
      return succeed('promotion', { phone });
    },
  },
];
