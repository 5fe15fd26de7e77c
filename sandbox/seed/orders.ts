import { DAY_MS, daysFromNow, isoDay, peso } from './format';
import { PRODUCTS, type Product } from './products';

/** A borrower's loan order. Amounts in cents, times in epoch ms. */
export interface Order {
  orderId: string;
  productId: string;
  /** §4 status: 21, 151, 110, 170, 174, 180 or 200. */
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

const STATUS_LABEL: Record<number, string> = {
  21: 'En revisión',
  151: 'Desembolsando',
  110: 'Rechazado',
  170: 'Desembolso fallido',
  174: 'Pendiente de pago',
  180: 'Vencido',
  200: 'Pagado',
};

export function statusLabel(status: number): string {
  return STATUS_LABEL[status] ?? 'En proceso';
}

/** The Spanish status line and explanation the details page shows under the status image. */
export function noticeText(order: Order): { noticeStatusText: string; noticeDesText: string } {
  const due = isoDay(order.dueTime);
  const text: Record<number, string> = {
    21: 'Estamos revisando su solicitud. Le avisaremos el resultado en menos de 24 horas.',
    151: 'Su préstamo fue aprobado. El depósito llegará a su cuenta en unos minutos.',
    110: 'Por ahora no podemos aprobar su solicitud. Puede intentarlo de nuevo en 7 días.',
    170: 'No pudimos depositar en su cuenta bancaria. Verifique los datos de su cuenta.',
    174: `Su pago de ${peso(repayAmount(order))} vence el ${due}. Pague a tiempo para mejorar su historial.`,
    180: `Su préstamo tiene ${order.overdueDays} ${order.overdueDays === 1 ? 'día' : 'días'} de atraso. ` +
      'Pague hoy para evitar más cargos.',
    200: '¡Gracias! Su préstamo está liquidado. Puede solicitar uno nuevo cuando quiera.',
  };
  return {
    noticeStatusText: statusLabel(order.orderStatus),
    noticeDesText: text[order.orderStatus] ?? 'Su orden está en proceso.',
  };
}

/**
 * The details rows. Every order has rows with an empty ('') and a zero (0) value, and '0' when not overdue,
 * because the page must hide rows whose value is empty or zero. The first two (shown folded) are never empty.
 */
export function orderRows(order: Order): { text: string; value: string | number }[] {
  return [
    { text: 'Monto del préstamo', value: peso(order.amount) },
    { text: 'Monto a pagar', value: peso(repayAmount(order)) },
    { text: 'Intereses', value: peso(order.interest) },
    { text: 'Cargo por demora', value: order.lateFee ? peso(order.lateFee) : 0 },
    { text: 'Descuento de cupón', value: order.couponDiscount ? `-${peso(order.couponDiscount)}` : '' },
    { text: 'Días de atraso', value: String(order.overdueDays) },
    { text: 'Seguro de vida', value: '' },
    { text: 'Penalización por pago anticipado', value: 0 },
    { text: 'Fecha de solicitud', value: isoDay(order.applyTime) },
    { text: 'Fecha de vencimiento', value: isoDay(order.dueTime) },
    { text: 'Número de orden', value: order.orderId },
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
    // §9: 3% per overdue day.
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

/** One order per §4 status, plus variants for the flags each screen branches on (see sandbox/README.md). */
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
    dueTime: daysFromNow(2), alipay: 1, huichaoUrl: 'https://evil.example.net/steal',
  }),
  makeOrder('ORD180', 'P-CREDIYA', 180, { dueTime: daysFromNow(-3), inComplaints: true }),
  makeOrder('ORD180D', 'P-PRESTO', 180, { dueTime: daysFromNow(-2), isDelay: 1 }),
  makeOrder('ORD180S', 'P-LANA', 180, { dueTime: daysFromNow(-1), isScore: 1, inComplaints: true }),
  makeOrder('ORD200', 'P-PRESTO', 200, { applyTime: daysFromNow(-60), inComplaints: true }),
  makeOrder('ORD200S', 'P-CREDIYA', 200, { applyTime: daysFromNow(-40), isScore: 1 }),
];
