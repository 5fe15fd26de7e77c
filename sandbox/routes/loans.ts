import { isCode39 } from '../code39';
import type { Reply } from '../http';
import { refuse, succeed, type Route } from '../route';
import { barcodeUrl, channelGroups, spaced } from '../seed/channels';
import { DAY_MS, daysFromNow, digitsFrom, fileUrl } from '../seed/format';
import { noticeText, orderRows, productOf, REPAYABLE, repayAmount, type Order } from '../seed/orders';
import type { State } from '../state';

/** §1: an extension postpones repayment by up to 7 days. */
const EXTENSION_DAYS = 7;

/** The order named by `orderId`, or the wrapped failure to answer instead. */
function findOrder(state: State, input: Record<string, string>, mustBeRepayable: boolean): Order | Reply {
  const order = input.orderId ? state.orders.get(input.orderId) : undefined;
  if (!order) return refuse('wrapped', 1, 'Orden no encontrada');
  if (mustBeRepayable && !REPAYABLE.has(order.orderStatus)) {
    return refuse('wrapped', 2, 'La orden no tiene pagos pendientes');
  }
  return order;
}

function isReply(value: Order | Reply): value is Reply {
  return 'kind' in value;
}

export const loanRoutes: Route[] = [
  {
    methods: ['POST'],
    path: '/v3/loan-details/loan-details',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input }) {
      const order = findOrder(state, input, false);
      if (isReply(order)) return order;
      const product = productOf(order);
      return succeed('wrapped', {
        orderStatus: order.orderStatus,
        ...noticeText(order),
        productName: product.name,
        productLogo: product.logo,
        // Sent for every status, 110 included: hiding the list for 110 is the page's job.
        userOrderDetail: { detail: orderRows(order) },
        inside: order.inside,
        isScore: order.isScore,
        h5Url: order.h5Url,
        isDelay: order.isDelay,
        isNewContract: order.isNewContract,
      });
    },
  },
  {
    methods: ['POST'],
    path: '/v3/installment/loan-play-detail',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input }) {
      const order = findOrder(state, input, true);
      if (isReply(order)) return order;
      const product = productOf(order);
      return succeed('wrapped', {
        repayAmount: repayAmount(order),
        productName: product.name,
        repayDate: order.dueTime,
        productLogo: product.logo,
        detail: orderRows(order),
        repayList: channelGroups(order).map((group) => ({ reviewer: group.title, list: group.list })),
        noticeMsg: 'Su pago se refleja en un máximo de 30 minutos. Conserve su comprobante y no pague dos veces.',
      });
    },
  },
  {
    methods: ['POST'],
    path: '/v3/installment/loan-play-delay-detail',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input }) {
      const order = findOrder(state, input, true);
      if (isReply(order)) return order;
      if (order.isDelay !== 1) return refuse('wrapped', 3, 'Esta orden no admite extensión');
      const product = productOf(order);
      const delayTime = order.dueTime + EXTENSION_DAYS * DAY_MS;
      return succeed('wrapped', {
        productLogo: product.logo,
        productName: product.name,
        delayInfo: { reviewer: `Extensión de ${EXTENSION_DAYS} días`, delayAmount: order.delayFee, delayTime },
        repayPlan: [
          {
            title: 'Pago de hoy',
            amount: order.delayFee,
            remark: 'Solo el cargo de extensión vigente',
            time: daysFromNow(0),
          },
          {
            title: 'Pago al nuevo vencimiento',
            amount: repayAmount(order),
            remark: 'Saldo pendiente',
            time: delayTime,
          },
        ],
        repayList: channelGroups(order),
        noticeMsg: `Puede posponer su pago hasta ${EXTENSION_DAYS} días pagando solo el cargo de extensión vigente.`,
        note: 'La nueva fecha se aplica en cuanto recibimos su pago. El saldo pendiente no cambia.',
      });
    },
  },
  {
    methods: ['POST'],
    path: '/v3/loan-details/generate-vcode',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input }) {
      const order = findOrder(state, input, true);
      if (isReply(order)) return order;
      const requestType = input.requestType;
      if (requestType !== '1' && requestType !== '2') return refuse('wrapped', 4, 'Tipo de solicitud inválido');
      const amount = input.amount && /^\d+$/.test(input.amount) ? Number(input.amount) : 0;
      if (amount <= 0) return refuse('wrapped', 5, 'Monto inválido');
      // Channels without a code of their own get a reference generated here, as the real server does.
      const payCode = input.payCode?.trim() || '70' + digitsFrom(`voucher-${order.orderId}-${requestType}`, 12);
      if (!isCode39(payCode)) return refuse('wrapped', 6, 'Código de pago inválido');
      return succeed('wrapped', {
        topLogo: fileUrl('logo/app.svg'),
        repayDetail: {
          amount,
          repayTitle: requestType === '2' ? 'Monto de la extensión' : 'Monto total a pagar',
          repayDes: 'Muestra este código en caja y paga el monto exacto en efectivo.',
          repayCode: barcodeUrl(payCode),
          vCode: spaced(payCode),
          companyName: productOf(order).company,
        },
        dataList: [
          {
            title: 'Cómo pagar',
            content: [
              'Acude a la tienda o sucursal y pide hacer un pago de servicio.',
              'Muestra el código de barras o dicta la referencia al cajero.',
              'Paga el monto exacto y conserva tu comprobante.',
            ],
          },
          {
            title: 'Importante',
            content: [
              'Tu pago se refleja en un máximo de 30 minutos.',
              'La tienda puede cobrar una comisión por operación.',
            ],
          },
        ],
        imgList: {
          title: 'Consulta las comisiones de cada canal',
          eMail: 'pagos@prestorapido.mx',
          content: [fileUrl('img/comisiones-oxxo.svg'), fileUrl('img/comisiones-bancos.svg')],
        },
        bottomLogo: fileUrl('logo/app.svg'),
      });
    },
  },
  {
    methods: ['POST'],
    path: '/v3/loan-details/google-score',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input }) {
      const score = Number(input.score);
      if (!Number.isInteger(score) || score < 1 || score > 5) return refuse('wrapped', 1, 'Calificación inválida');
      state.scores.push({ score, at: new Date().toISOString() });
      return succeed('wrapped', null);
    },
  },
];
