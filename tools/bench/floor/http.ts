/** The user parameters the app passes in the page URL; common and wrapped calls carry the ones present. */
const USER_PARAMETERS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
  'orderId',
  'productId',
  'couponId',
  'couponMoney',
  'withholdingAmount',
  'is-need-pop',
];
const DEFAULT_MERCHANT = 'YM-MX-0001';

/** The query of a common or wrapped call: the user parameters of `page`, the merchant number by default. */
export function commonQuery(page: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of USER_PARAMETERS) {
    const value = page.get(name) || (name === 'merchantNumber' ? DEFAULT_MERCHANT : '');
    if (value !== '') query.set(name, value);
  }
  return query;
}

/** What every server of the app answers: a code (wrapped calls: a success flag), a message and the data. */
export interface Envelope<T> {
  code: number | string;
  success?: boolean;
  message: string;
  data: T;
}

/** Sends a request and reads the envelope of its answer. */
export async function exchange<T>(url: string, init?: RequestInit): Promise<Envelope<T>> {
  return (await (await fetch(url, init)).json()) as Envelope<T>;
}
