import { DAY_MS, daysFromNow, isoDay, money } from './format.ts';
import { PRODUCTS, type Product } from './products.ts';
import { isTextKey, t, type Lang } from './texts.ts';

/** A borrower's loan order. Amounts in cents, times in epoch ms. */
export interface Order {
  orderId: string;
  productId: string;
  /** Order status: 21, 151, 110, 170, 174, 180 or 200; 999 stands for one the page does not know. */
  orderStatus: number;
  amount: number;
  interest: number;
  commission: number;
  lateFee: number;
  couponDiscount: number;
  /** Fee of a 7-day extension, for orders with isDelay 1. */
  delayFee: number;
  applyTime: number;
  dueTime: number;
  overdueDays: number;
  inside: 0 | 1;
  isScore: 0 | 1;
  h5Url: string;
  isDelay: 0 | 1;
  /** Contract URL, or '' when the product has none. */
  isNewContract: string;
  /** Whether repayment-commit asks for an SMS code. */
  needValid: 0 | 1;
  alipay: 0 | 1;
  /** Whether repayment-way lists the borrower's bank cards for this order. */
  withCards: boolean;
  /** Overrides the checkout URL of repayment-huichao, to prove the app refuses off-list redirects. */
  huichaoUrl?: string;
  /** Offered in the complaint order picker. */
  inComplaints: boolean;
}

/** Statuses whose orders can be repaid (Repay button on the details page). */
export const REPAYABLE = new Set([174, 180]);

export function repayAmount(order: Order): number {
  return order.amount + order.interest + order.lateFee - order.couponDiscount;
}

export function productOf(order: Order): Product {
  return PRODUCTS.find((p) => p.productId === order.productId) ?? (PRODUCTS[0] as Product);
}

/** The status label in `lang` (complaint order picker, loan details heading). */
export function statusLabel(status: number, lang: Lang): string {
  const key = `status.${status}`;
  return t(lang, isTextKey(key) ? key : 'status.other');
}

/**
 * The status line and explanation the details page shows under the status image, in `lang`; none for a status
 * without words of its own (ORD999), as a server may send one whose meaning it does not tell.
 */
export function noticeText(order: Order, lang: Lang): { noticeStatusText: string | null; noticeDesText: string | null } {
  const key = order.orderStatus === 180 && order.overdueDays === 1 ? 'notice.180.one' : `notice.${order.orderStatus}`;
  if (!isTextKey(key)) return { noticeStatusText: null, noticeDesText: null };
  return { noticeStatusText: statusLabel(order.orderStatus, lang), noticeDesText: t(lang, key, ...noticeArgs(order, lang)) };
}

function noticeArgs(order: Order, lang: Lang): (string | number)[] {
  if (order.orderStatus === 174) return [money(lang, repayAmount(order)), isoDay(order.dueTime)];
  return order.orderStatus === 180 ? [order.overdueDays] : [];
}

/**
 * The details rows, in `lang`. Every order has rows with an empty ('') and a zero (0) value, and '0' when not
 * overdue, because the page must hide rows whose value is empty or zero. The first two (shown folded) are never
 * empty.
 */
export function orderRows(order: Order, lang: Lang): { text: string; value: string | number }[] {
  return [
    { text: t(lang, 'row.amount'), value: money(lang, order.amount) },
    { text: t(lang, 'row.repay'), value: money(lang, repayAmount(order)) },
    { text: t(lang, 'row.interest'), value: money(lang, order.interest) },
    { text: t(lang, 'row.lateFee'), value: order.lateFee ? money(lang, order.lateFee) : 0 },
    { text: t(lang, 'row.coupon'), value: order.couponDiscount ? `-${money(lang, order.couponDiscount)}` : '' },
    { text: t(lang, 'row.overdueDays'), value: String(order.overdueDays) },
    { text: t(lang, 'row.insurance'), value: '' },
    { text: t(lang, 'row.prepayPenalty'), value: 0 },
    { text: t(lang, 'row.applyDate'), value: isoDay(order.applyTime) },
    { text: t(lang, 'row.dueDate'), value: isoDay(order.dueTime) },
    { text: t(lang, 'row.orderNo'), value: order.orderId },
  ];
}

type Scenario = Partial<Omit<Order, 'orderId' | 'productId' | 'orderStatus'>>;

/** Builds an order with amounts derived from its product, then applies the scenario's own fields. */
export function makeOrder(orderId: string, productId: string, orderStatus: number, scenario: Scenario = {}): Order {
  const product = PRODUCTS.find((p) => p.productId === productId);
  if (!product) throw new Error(`seed order ${orderId}: unknown product ${productId}`);
  const term = product.periods * DAY_MS;
  const applyTime = scenario.applyTime ?? (scenario.dueTime ?? daysFromNow(0)) - term;
  const dueTime = scenario.dueTime ?? applyTime + term;
  const overdueDays = Math.max(0, Math.round((daysFromNow(0) - dueTime) / DAY_MS));
  const amount = scenario.amount ?? product.amount;
  const interest = Math.round((amount * product.dailyRatePct * product.periods) / 100);
  return {
    orderId,
    productId,
    orderStatus,
    amount,
    interest,
    commission: Math.round((amount * product.commissionPct) / 100),
    // The contract's overdue penalty: 3% per overdue day.
    lateFee: orderStatus === 180 ? Math.round(amount * 0.03 * overdueDays) : 0,
    couponDiscount: product.coupon ?? 0,
    delayFee: Math.round(interest * 0.6),
    applyTime,
    dueTime,
    overdueDays: orderStatus === 180 ? overdueDays : 0,
    inside: 1,
    isScore: 0,
    h5Url: REPAYABLE.has(orderStatus) ? `https://pay.example.mx/h5/repay?orderId=${orderId}` : '',
    isDelay: 0,
    isNewContract: product.contractUrl ? `/agony?orderId=${orderId}&productId=${productId}` : '',
    needValid: 1,
    alipay: 0,
    withCards: true,
    inComplaints: false,
    ...scenario,
  };
}

/** One order per known status, plus variants for the flags each screen branches on (see sandbox/README.md). */
export const ORDERS: readonly Order[] = [
  makeOrder('ORD21', 'P-CREDIYA', 21, { applyTime: daysFromNow(0) }),
  makeOrder('ORD151', 'P-PRESTO', 151, { applyTime: daysFromNow(0) }),
  makeOrder('ORD110', 'P-CREDIYA', 110, { applyTime: daysFromNow(-20), inComplaints: true }),
  makeOrder('ORD170', 'P-LANA', 170, { applyTime: daysFromNow(-1), inside: 0 }),
  makeOrder('ORD174', 'P-PRESTO', 174, { dueTime: daysFromNow(3), inComplaints: true }),
  makeOrder('ORD174D', 'P-LANA', 174, { dueTime: daysFromNow(1), isDelay: 1 }),
  makeOrder('ORD174N', 'P-CREDIYA', 174, { dueTime: daysFromNow(5), needValid: 0 }),
  makeOrder('ORD174E', 'P-PRESTO', 174, { dueTime: daysFromNow(4), alipay: 1, withCards: false }),
  makeOrder('ORD174X', 'P-PRESTO', 174, {
    dueTime: daysFromNow(2),
    alipay: 1,
    huichaoUrl: 'https://evil.example.net/steal',
  }),
  makeOrder('ORD180', 'P-CREDIYA', 180, { dueTime: daysFromNow(-3), inComplaints: true }),
  makeOrder('ORD180D', 'P-PRESTO', 180, { dueTime: daysFromNow(-2), isDelay: 1 }),
  makeOrder('ORD180S', 'P-LANA', 180, { dueTime: daysFromNow(-1), isScore: 1, inComplaints: true }),
  makeOrder('ORD200', 'P-PRESTO', 200, { applyTime: daysFromNow(-60), inComplaints: true }),
  makeOrder('ORD200S', 'P-CREDIYA', 200, { applyTime: daysFromNow(-40), isScore: 1 }),
  // A status the page does not know: the page must stay neutral, never show the paid picture.
  makeOrder('ORD999', 'P-CREDIYA', 999, { applyTime: daysFromNow(-2) }),
];
