import { daysFromNow, fileUrl } from './format.ts';
import { both, isTextKey, t, type Lang, type Said } from './texts.ts';

export interface Option {
  title: string;
  value: number;
}

/** Value 1 is collection: the only type that needs a sub-type and an order with isShow 1. */
export const COLLECTION_TYPE = 1;

/** Problem types; their titles are the `type.<value>` messages. */
export const PROBLEM_TYPES: readonly number[] = [COLLECTION_TYPE, 2, 3, 4, 5];

/** Sub-types of collection; their titles are the `sonType.<value>` messages. */
export const PROBLEM_SON_TYPES: readonly number[] = [1, 2, 3, 4];

/** The options of one list, titled in `lang`. */
export function options(kind: 'type' | 'sonType', lang: Lang): Option[] {
  const values = kind === 'type' ? PROBLEM_TYPES : PROBLEM_SON_TYPES;
  return values.map((value) => ({ title: titleOf(kind, value, lang), value }));
}

/** The title of a type or sub-type in `lang`; '' for none. */
export function titleOf(kind: 'type' | 'sonType', value: number | null, lang: Lang): string {
  const key = `${kind}.${value}`;
  return value !== null && isTextKey(key) ? t(lang, key) : '';
}

/** A complaint as the sandbox stores it. `status` 0 is pending, 1 answered (the two list tabs). */
export interface Complaint {
  id: number;
  problemType: number;
  problemSonType: number | null;
  /** Seeded complaints exist in both languages; a saved one keeps what the borrower typed. */
  content: Said;
  images: string[];
  orderNo: string;
  time: number;
  status: 0 | 1;
  disposeDetail: Said;
  disposeImages: string[];
  isNeedScore: 0 | 1;
}

/**
 * 1001 answered with text and images and asks for a rating; 1002 waits for an answer (reply hidden);
 * 1003 answered with text only and no rating.
 */
export const COMPLAINTS: readonly Complaint[] = [
  {
    id: 1001,
    problemType: COLLECTION_TYPE,
    problemSonType: 1,
    content: both('seed.1001.content'),
    images: [fileUrl('img/llamadas.svg')],
    orderNo: 'ORD180',
    time: daysFromNow(-4) + 9_840_000,
    status: 1,
    disposeDetail: both('seed.1001.reply'),
    disposeImages: [fileUrl('img/registro-llamadas.svg')],
    isNeedScore: 1,
  },
  {
    id: 1002,
    problemType: 2,
    problemSonType: null,
    content: both('seed.1002.content'),
    images: [fileUrl('img/ticket-oxxo.svg'), fileUrl('img/captura-app.svg')],
    orderNo: 'ORD174',
    time: daysFromNow(-2) + 4_500_000,
    status: 0,
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: 0,
  },
  {
    id: 1003,
    problemType: 4,
    problemSonType: null,
    content: both('seed.1003.content'),
    images: [],
    orderNo: '',
    time: daysFromNow(-9) + 1_200_000,
    status: 1,
    disposeDetail: both('seed.1003.reply'),
    disposeImages: [],
    isNeedScore: 0,
  },
];

/**
 * Captions of the placeholder photos the file route draws under img/. An image URL is the same in both languages,
 * so captions name no words: photo file names, channel and product names.
 */
export const PICTURES: Readonly<Record<string, string>> = {
  llamadas: 'IMG_0611.jpg',
  'registro-llamadas': 'IMG_0614.jpg',
  'ticket-oxxo': 'OXXO · IMG_0612.jpg',
  'captura-app': 'IMG_0613.png',
  'comisiones-oxxo': 'OXXO · 7-Eleven · FdA',
  'comisiones-bancos': 'SPEI · BBVA',
  'banner-presto': 'Presto Rápido',
  'banner-crediya': 'CrediYa',
};
