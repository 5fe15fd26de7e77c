import { fileUrl, money } from './format.ts';
import { t, type Lang } from './texts.ts';

/**
 * Landing template config returned by channel-template (of the real server's, only its `id` is known; the rest is
 * ours). Its texts are in the visitor's language; the title is a product name. Both templates download the one app.
 */
export interface Template {
  id: string;
  title: string;
  subtitle: string;
  bannerImage: string;
  buttonColor: string;
  buttonText: string;
  androidUrl: string;
  iosUrl: string;
  agreementTitle: string;
}

const ANDROID_URL = 'https://play.google.com/store/apps/details?id=mx.creditoagil.app';
const IOS_URL = 'https://apps.apple.com/mx/app/credito-agil/id1611234567';

/** The seeded templates; their texts are the `template.<id>.*` messages. */
const TEMPLATES = [
  { id: '1', title: 'Presto Rápido', banner: 'banner-presto', buttonColor: '#0a8f5a' },
  { id: '2', title: 'CrediYa', banner: 'banner-crediya', buttonColor: '#1d5fd6' },
] as const;

/** The ids of the seeded templates; channel-template answers '01' for any other. */
export const TEMPLATE_IDS: readonly string[] = TEMPLATES.map((seed) => seed.id);

/** The most a landing page promises, in cents. */
const TOP_AMOUNT = 2_000_000;

/** The template `id` with its texts in `lang`, or undefined for an unknown id. */
export function template(id: string | undefined, lang: Lang): Template | undefined {
  const seed = TEMPLATES.find((x) => x.id === id);
  if (!seed) return undefined;
  return {
    id: seed.id,
    title: seed.title,
    subtitle: t(lang, `template.${seed.id}.subtitle`, money(lang, TOP_AMOUNT)),
    bannerImage: fileUrl(`img/${seed.banner}.svg`),
    buttonColor: seed.buttonColor,
    buttonText: t(lang, `template.${seed.id}.button`),
    androidUrl: ANDROID_URL,
    iosUrl: IOS_URL,
    agreementTitle: t(lang, `template.${seed.id}.agreement`),
  };
}

/** Phones that get code 11 (already registered) from get-sms and register. */
export const REGISTERED_PHONES: readonly string[] = ['13800000011', '13900000022'];

/** A phone whose get-sms is always refused for rate limiting. */
export const RATE_LIMITED_PHONE = '13700000033';

/** Sends per phone before get-sms refuses with the rate-limit code. */
export const SMS_SENDS_PER_PHONE = 5;
