import { refuse, succeed, type Route } from '../route';
import { REPAYABLE, type Order } from '../seed/orders';
import { BANK_CARDS, CHECKOUT_ORIGIN } from '../seed/user';
import { randomToken, sendSms, type State } from '../state';

const BASE = '/api/v1/youmi/youmi-api/service/loan';

/** Failure codes of the payment server; §8 names 800005 and 800006, the others are ours. */
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
function openOrder(state: State, orderId: string | undefined): Check {
  const order = orderId ? state.orders.get(orderId) : undefined;
  if (!order) return { code: PAYMENT_CODES.orderNotFound, message: 'Orden no encontrada' };
  const status = state.repayments.get(order.orderId)?.status;
  if (order.orderStatus === 200 || status === 'repaid' || status === 'processing') {
    return { code: PAYMENT_CODES.repeated, message: 'Su pago ya fue recibido o está en proceso. No repita el pago.' };
  }
  if (!REPAYABLE.has(order.orderStatus)) {
    return { code: PAYMENT_CODES.nothingToRepay, message: 'La orden no tiene pagos pendientes' };
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
    handle({ state, input }) {
      const checked = openOrder(state, input.orderId);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      const repayToken = randomToken('rt_');
      state.repayTokens.set(order.orderId, repayToken);
      return succeed('payment', { alipay: order.alipay, repayToken, bankCards: order.withCards ? BANK_CARDS : [] });
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/repayment-commit`,
    envelope: 'payment',
    handle({ state, input, log }) {
      const checked = openOrder(state, input.orderId);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      if (!input.repayToken || input.repayToken !== state.repayTokens.get(order.orderId)) {
        return refuse('payment', PAYMENT_CODES.tokenExpired, 'La sesión de pago venció. Vuelva a intentarlo.');
      }
      if (!order.withCards || !BANK_CARDS.some((card) => card.id === input.cardId)) {
        return refuse('payment', PAYMENT_CODES.invalidCard, 'Seleccione una tarjeta bancaria válida');
      }
      const amount = validAmount(input.amount);
      if (amount === null) return refuse('payment', PAYMENT_CODES.invalidAmount, 'Monto de pago inválido');
      const repayRecordId = `RR${state.nextId.record++}`;
      // A commit while a code is pending replaces it: that is how the app asks for a new code.
      const code = order.needValid ? sendSms(state, 'repayment', order.orderId, log) : '';
      state.repayments.set(order.orderId, { status: 'awaitingCode', repayRecordId, code, amount, checkoutUrl: '' });
      if (!order.needValid) settle(state, order);
      return succeed('payment', { needValid: order.needValid, repayRecordId });
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/repayment-confirm`,
    envelope: 'payment',
    handle({ state, input }) {
      const checked = openOrder(state, input.orderId);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      const repayment = state.repayments.get(order.orderId);
      if (!repayment || repayment.repayRecordId !== input.repaymentRecordId) {
        const message = 'No encontramos el registro de pago. Solicite un código nuevo.';
        return refuse('payment', PAYMENT_CODES.noPendingRecord, message);
      }
      if ((input.verifyCode ?? '').trim() !== repayment.code) {
        return refuse('payment', PAYMENT_CODES.wrongCode, 'Código de verificación incorrecto');
      }
      settle(state, order);
      const { repayRecordId, amount } = repayment;
      return succeed('payment', { orderId: order.orderId, repayRecordId, amount });
    },
  },
  {
    methods: ['POST'],
    path: `${BASE}/repayment-huichao`,
    envelope: 'payment',
    handle({ state, input }) {
      const pending = input.orderId ? state.repayments.get(input.orderId) : undefined;
      // Asking again for a checkout already handed out returns the same page, as a payment gateway would.
      if (pending?.status === 'processing') return succeed('payment', { url: pending.checkoutUrl });
      const checked = openOrder(state, input.orderId);
      if ('code' in checked) return refuse('payment', checked.code, checked.message);
      const { order } = checked;
      const amount = validAmount(input.amount);
      if (amount === null) return refuse('payment', PAYMENT_CODES.invalidAmount, 'Monto de pago inválido');
      const repayRecordId = `RR${state.nextId.record++}`;
      const url = order.huichaoUrl ?? `${CHECKOUT_ORIGIN}/checkout/${repayRecordId}`;
      state.repayments.set(order.orderId, { status: 'processing', repayRecordId, code: '', amount, checkoutUrl: url });
      return succeed('payment', { url });
    },
  },
];
