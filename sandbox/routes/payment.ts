import { refuse, succeed, type Route } from '../route.ts';
import { REPAYABLE, type Order } from '../seed/orders.ts';
import { t, type Lang } from '../seed/texts.ts';
import { BANK_CARDS, CHECKOUT_ORIGIN } from '../seed/user.ts';
import { randomToken, sendSms, type State } from '../state.ts';

const BASE = '/api/v1/youmi/youmi-api/service/loan';

/** Failure codes of the payment server; pages.yaml names 800005 and 800006, the others are ours. */
export const PAYMENT_CODES = {
  orderNotFound: '800001',
  nothingToRepay: '800002',
  tokenExpired: '800003',
  invalidCard: '800004',
  repeated: '800005',
  wrongCode: '800006',
  noPendingRecord: '800007',
  invalidAmount: '800008',
} as const;

type Check = { order: Order } | { code: string; message: string };

/** Ensures the order exists and is still open for a new payment; repaid or in-flight orders get '800005'. */
function openOrder(state: State, orderId: string | undefined, lang: Lang): Check {
  const order = orderId ? state.orders.get(orderId) : undefined;
  if (!order) return { code: PAYMENT_CODES.orderNotFound, message: t(lang, 'order.missing') };
  const status = state.repayments.get(order.orderId)?.status;
  if (order.orderStatus === 200 || status === 'repaid' || status === 'processing') {
    return { code: PAYMENT_CODES.repeated, message: t(lang, 'pay.repeated') };
  }
  if (!REPAYABLE.has(order.orderStatus)) {
    return { code: PAYMENT_CODES.nothingToRepay, message: t(lang, 'order.nothingDue') };
  }
  return { order };
}

function validAmount(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function settle(state: State, order: Order): void {
  order.orderStatus = 200;
  const repayment = state.repayments.get(order.orderId);
  if (repayment) repayment.status = 'repaid';
}

export const paymentRoutes: Route[] = [
  {
    methods: ['POST'],
    path: `${BASE}/repayment-way`,
    envelope: 'payment',
    handle({ state, input, lang }) {
      const checked = openOrder(state, input.orderId, lang);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      const repayToken = randomToken('rt_');
      state.repayTokens.set(order.orderId, repayToken);
      const bankCards = order.withCards ? BANK_CARDS : [];
      return succeed('payment', { alipay: order.alipay, repayToken, bankCards }, lang);
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/repayment-commit`,
    envelope: 'payment',
    handle({ state, input, log, lang }) {
      const checked = openOrder(state, input.orderId, lang);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      if (!input.repayToken || input.repayToken !== state.repayTokens.get(order.orderId)) {
        return refuse('payment', PAYMENT_CODES.tokenExpired, t(lang, 'pay.tokenExpired'));
      }
      if (!order.withCards || !BANK_CARDS.some((card) => card.id === input.cardId)) {
        return refuse('payment', PAYMENT_CODES.invalidCard, t(lang, 'pay.invalidCard'));
      }
      const amount = validAmount(input.amount);
      if (amount === null) return refuse('payment', PAYMENT_CODES.invalidAmount, t(lang, 'pay.invalidAmount'));
      const repayRecordId = String(state.nextId.record++);
      // A commit while a code is pending replaces it: that is how the app asks for a new code.
      const code = order.needValid ? sendSms(state, 'repayment', order.orderId, log) : '';
      state.repayments.set(order.orderId, { status: 'awaitingCode', repayRecordId, code, amount, checkoutUrl: '' });
      if (!order.needValid) settle(state, order);
      return succeed('payment', { needValid: order.needValid, repayRecordId }, lang);
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/repayment-confirm`,
    envelope: 'payment',
    handle({ state, input, lang }) {
      const checked = openOrder(state, input.orderId, lang);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      const repayment = state.repayments.get(order.orderId);
      if (!repayment || repayment.repayRecordId !== input.repaymentRecordId) {
        return refuse('payment', PAYMENT_CODES.noPendingRecord, t(lang, 'pay.noRecord'));
      }
      if ((input.verifyCode ?? '').trim() !== repayment.code) {
        return refuse('payment', PAYMENT_CODES.wrongCode, t(lang, 'pay.wrongCode'));
      }
      settle(state, order);
      const { repayRecordId, amount } = repayment;
      return succeed('payment', { orderId: order.orderId, repayRecordId, amount }, lang);
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/repayment-huichao`,
    envelope: 'payment',
    handle({ state, input, lang }) {
      const pending = input.orderId ? state.repayments.get(input.orderId) : undefined;
      // Asking again for a checkout already handed out returns the same page, as a payment gateway would.
      if (pending?.status === 'processing') return succeed('payment', { url: pending.checkoutUrl }, lang);
      const checked = openOrder(state, input.orderId, lang);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      const amount = validAmount(input.amount);
      if (amount === null) return refuse('payment', PAYMENT_CODES.invalidAmount, t(lang, 'pay.invalidAmount'));
      const repayRecordId = String(state.nextId.record++);
      const url = order.huichaoUrl ?? `${CHECKOUT_ORIGIN}/checkout/${repayRecordId}`;
      state.repayments.set(order.orderId, { status: 'processing', repayRecordId, code: '', amount, checkoutUrl: url });
      return succeed('payment', { url }, lang);
    },
  },
];
