import { fileUrl } from './format.ts';
import { BRAND } from './user.ts';

/** A loan product as the confirm page quotes it. Amounts in cents. */
export interface Product {
  productId: string;
  name: string;
  logo: string;
  company: string;
  /** Amount quoted on the first confirm call. */
  amount: number;
  /** Amount quoted on the reload after the pop (isType=1); equal to `amount` for products without a pop. */
  requoteAmount: number;
  /** Loan term, counted in `termUnit`s. */
  periods: number;
  /** 1 = days (the only unit the pages show). */
  termUnit: number;
  /** How many instalments the repayment plan splits into. */
  installments: number;
  /** Daily interest, in percent. */
  dailyRatePct: number;
  /** Commission charged at disbursal, in percent of the amount. */
  commissionPct: number;
  /** Coupon amount in cents; absent when the product has no coupon (couNum is then left out). */
  coupon?: number;
  isNeedPop: 0 | 1;
  sendSms: 0 | 1;
  messageType: number;
  /** Contract link for the agreement checkbox; empty when the product has none. */
  contractUrl: string;
  /** Overrides the details URL loan-detail-push returns, to prove the app refuses off-origin redirects. */
  pushUrl?: string;
}

function product(fields: Omit<Product, 'company' | 'requoteAmount' | 'logo'> & Partial<Product>): Product {
  return {
    company: BRAND.company,
    requoteAmount: fields.amount,
    logo: fileUrl(`logo/${fields.productId.toLowerCase()}.svg`),
    ...fields,
  };
}

export const PRODUCTS: readonly Product[] = [
  product({
    productId: 'P-PRESTO',
    name: 'Presto Rápido',
    amount: 200_000,
    periods: 14,
    termUnit: 1,
    installments: 1,
    dailyRatePct: 0.05,
    commissionPct: 10,
    coupon: 5_000,
    isNeedPop: 0,
    sendSms: 0,
    messageType: 1,
    contractUrl: '/agony?productId=P-PRESTO',
  }),
  product({
    productId: 'P-CREDIYA',
    name: 'CrediYa',
    amount: 150_000,
    periods: 7,
    termUnit: 1,
    installments: 1,
    dailyRatePct: 0.08,
    commissionPct: 12,
    isNeedPop: 0,
    sendSms: 0,
    messageType: 1,
    contractUrl: '',
  }),
  product({
    productId: 'P-LANA',
    name: 'Lana Express',
    amount: 500_000,
    periods: 28,
    termUnit: 1,
    installments: 2,
    dailyRatePct: 0.04,
    commissionPct: 9,
    coupon: 10_000,
    isNeedPop: 0,
    sendSms: 1,
    messageType: 2,
    contractUrl: '/agony?productId=P-LANA',
  }),
  product({
    productId: 'P-POP',
    name: 'Dinero Flash',
    amount: 300_000,
    requoteAmount: 280_000,
    periods: 14,
    termUnit: 1,
    installments: 1,
    dailyRatePct: 0.06,
    commissionPct: 10,
    isNeedPop: 1,
    sendSms: 0,
    messageType: 1,
    contractUrl: '/agony?productId=P-POP',
  }),
  product({
    productId: 'P-OFFSITE',
    name: 'Efectivo Ya',
    amount: 120_000,
    periods: 7,
    termUnit: 1,
    installments: 1,
    dailyRatePct: 0.07,
    commissionPct: 11,
    isNeedPop: 0,
    sendSms: 0,
    messageType: 1,
    contractUrl: '/agony?productId=P-OFFSITE',
    pushUrl: 'https://evil.example.net/steal',
  }),
];

/** Logo badges the file route draws: slug → [label, background colour]. */
export const LOGOS: Readonly<Record<string, readonly [string, string]>> = {
  'p-presto': ['PR', '#0a8f5a'],
  'p-crediya': ['CY', '#1d5fd6'],
  'p-lana': ['LE', '#e07b00'],
  'p-pop': ['DF', '#c2185b'],
  'p-offsite': ['EY', '#6a1b9a'],
  app: ['CA', '#0E9F6E'],
  oxxo: ['OXXO', '#d52b1e'],
  seven: ['7-11', '#00843d'],
  ahorro: ['FdA', '#0054a6'],
  spei: ['SPEI', '#2b2f7a'],
  bbva: ['BBVA', '#004481'],
};
