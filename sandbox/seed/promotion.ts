import { fileUrl } from './format';

/** Landing template config returned by channel-template (the spec shows only `id`; the rest is ours). */
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

export const TEMPLATES: readonly Template[] = [
  {
    id: '1',
    title: 'Presto Rápido',
    subtitle: 'Hasta $20,000 en minutos, sin aval',
    bannerImage: fileUrl('img/banner-presto.svg'),
    buttonColor: '#0a8f5a',
    buttonText: 'Registrarme',
    androidUrl: 'https://play.google.com/store/apps/details?id=mx.prestorapido.app',
    iosUrl: 'https://apps.apple.com/mx/app/presto-rapido/id1611234567',
    agreementTitle: 'Aviso de privacidad y términos del préstamo',
  },
  {
    id: '2',
    title: 'CrediYa',
    subtitle: 'Tu primer préstamo con 0% de interés',
    bannerImage: fileUrl('img/banner-crediya.svg'),
    buttonColor: '#1d5fd6',
    buttonText: 'Obtener mi préstamo',
    androidUrl: 'https://play.google.com/store/apps/details?id=mx.crediya.app',
    iosUrl: 'https://apps.apple.com/mx/app/crediya/id1619876543',
    agreementTitle: 'Términos y condiciones de CrediYa',
  },
];

/** Phones that get code 11 (already registered) from get-sms and register. */
export const REGISTERED_PHONES: readonly string[] = ['13800000011', '13900000022'];

/** A phone whose get-sms is always refused for rate limiting. */
export const RATE_LIMITED_PHONE = '13700000033';

/** Sends per phone before get-sms refuses with the rate-limit code. */
export const SMS_SENDS_PER_PHONE = 5;
