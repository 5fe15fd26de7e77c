import { commonQuery, exchange } from '../http.ts';

/** The same loan-confirm and push calls the real screen makes: wrapped form posts through the sandbox. */

export interface Confirm {
  comProductLogo: string;
  comProductName: string;
  amount: number;
  amountDec: string;
  periods: number;
  termUnit: number;
  loanRate: string;
  firstPayTime: number;
  details: { text: string; value: string }[];
  couNum?: number;
  repay_plans: { title: string; description: string; amount: number; pay_time: number }[];
  isNewContract?: string;
}

// Loan calls go out under the base64url of their path, as the server expects them.
const wrapped = (path: string) => `/evolved/w/${btoa(path).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;

async function post<T>(path: string, fields: Record<string, string>, page: URLSearchParams): Promise<T> {
  const envelope = await exchange<T>(`${wrapped(path)}?${commonQuery(page)}`, { method: 'POST', body: new URLSearchParams(fields) });
  if (envelope.success !== true) throw new Error(envelope.message);
  return envelope.data;
}

export function loanConfirm(page: URLSearchParams): Promise<Confirm> {
  return post('v3/loan-confirm/loan-detail-confirm', { productId: page.get('productId') ?? '' }, page);
}

export function loanPush(confirm: Confirm, page: URLSearchParams): Promise<{ lendDetailsUrl: string }> {
  const fields = {
    amount: String(confirm.amount),
    periods: String(confirm.periods),
    termUnit: String(confirm.termUnit),
    productId: page.get('productId') ?? '',
  };
  return post('v3/loan-confirm/loan-detail-push', fields, page);
}
