import { isCode39 } from '../code39.ts';
import type { Reply } from '../http.ts';
import { refuse, succeed, type Route } from '../route.ts';
import { barcodeUrl, channelGroups, spaced } from '../seed/channels.ts';
import { DAY_MS, daysFromNow, digitsFrom, fileUrl } from '../seed/format.ts';
import { noticeText, orderRows, productOf, REPAYABLE, repayAmount, type Order } from '../seed/orders.ts';
import { t, type Lang } from '../seed/texts.ts';
import { BRAND } from '../seed/user.ts';
import type { State } from '../state.ts';

/** An extension postpones repayment by up to 7 days. */
const EXTENSION_DAYS = 7;

/** The order named by `orderId`, or the wrapped failure to answer instead. */
function findOrder(state: State, input: Record<string, string>, lang: Lang, mustBeRepayable: boolean): Order | Reply {
  const order = input.orderId ? state.orders.get(input.orderId) : undefined;
  if (!order) return refuse('wrapped', 1, t(lang, 'order.missing'));
  if (mustBeRepayable && !REPAYABLE.has(order.orderStatus)) return refuse('wrapped', 2, t(lang, 'order.nothingDue'));
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
    handle({ state, input, lang }) {
      const order = findOrder(state, input, lang, false);
      if (isReply(order)) return order;
      const product = productOf(order);
      return succeed('wrapped', {
        orderStatus: order.orderStatus,
        ...noticeText(order, lang),
        productName: product.name,
        productLogo: product.logo,
        // Sent for every status, 110 included: hiding the list for 110 is the page's job.
        userOrderDetail: { detail: orderRows(order, lang) },
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
    handle({ state, input, lang }) {
      const order = findOrder(state, input, lang, true);
      if (isReply(order)) return order;
      const product = productOf(order);
      return succeed('wrapped', {
        repayAmount: repayAmount(order),
        productName: product.name,
        repayDate: order.dueTime,
        productLogo: product.logo,
        detail: orderRows(order, lang),
        repayList: channelGroups(order, lang).map((group) => ({ reviewer: group.title, list: group.list })),
        noticeMsg: t(lang, 'plan.notice'),
      });
    },
  },
  {
    methods: ['POST'],
    path: '/v3/installment/loan-play-delay-detail',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input, lang }) {
      const order = findOrder(state, input, lang, true);
      if (isReply(order)) return order;
      if (order.isDelay !== 1) return refuse('wrapped', 3, t(lang, 'delay.refused'));
      const product = productOf(order);
      const delayTime = order.dueTime + EXTENSION_DAYS * DAY_MS;
      return succeed('wrapped', {
        productLogo: product.logo,
        productName: product.name,
        delayInfo: { reviewer: t(lang, 'delay.title', EXTENSION_DAYS), delayAmount: order.delayFee, delayTime },
        repayPlan: [
          {
            title: t(lang, 'delay.today'),
            amount: order.delayFee,
            remark: t(lang, 'delay.todayRemark'),
            time: daysFromNow(0),
          },
          {
            title: t(lang, 'delay.newDue'),
            amount: repayAmount(order),
            remark: t(lang, 'delay.newDueRemark'),
            time: delayTime,
          },
        ],
        repayList: channelGroups(order, lang),
        noticeMsg: t(lang, 'delay.notice', EXTENSION_DAYS),
        note: t(lang, 'delay.note'),
      });
    },
  },
  {
    methods: ['POST'],
    path: '/v3/loan-details/generate-vcode',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input, lang }) {
      const order = findOrder(state, input, lang, true);
      if (isReply(order)) return order;
      const requestType = input.requestType;
      if (requestType !== '1' && requestType !== '2') return refuse('wrapped', 4, t(lang, 'voucher.badType'));
      const amount = input.amount && /^\d+$/.test(input.amount) ? Number(input.amount) : 0;
      if (amount <= 0) return refuse('wrapped', 5, t(lang, 'voucher.badAmount'));
      // Channels without a code of their own get a reference generated here, as the real server does.
      const payCode = input.payCode?.trim() || `70${digitsFrom(`voucher-${order.orderId}-${requestType}`, 12)}`;
      if (!isCode39(payCode)) return refuse('wrapped', 6, t(lang, 'voucher.badCode'));
      return succeed('wrapped', {
        topLogo: fileUrl('logo/app.svg'),
        repayDetail: {
          amount,
          repayTitle: t(lang, requestType === '2' ? 'voucher.extensionTitle' : 'voucher.repayTitle'),
          repayDes: t(lang, 'voucher.des'),
          repayCode: barcodeUrl(payCode),
          vCode: spaced(payCode),
          companyName: productOf(order).company,
        },
        dataList: [
          {
            title: t(lang, 'voucher.howTitle'),
            content: [t(lang, 'voucher.how1'), t(lang, 'voucher.how2'), t(lang, 'voucher.how3')],
          },
          {
            title: t(lang, 'voucher.importantTitle'),
            content: [t(lang, 'voucher.important1'), t(lang, 'voucher.important2')],
          },
        ],
        imgList: {
          title: t(lang, 'voucher.feesTitle'),
          eMail: BRAND.paymentsEmail,
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
    handle({ state, input, lang }) {
      const score = Number(input.score);
      if (!Number.isInteger(score) || score < 1 || score > 5) return refuse('wrapped', 1, t(lang, 'score.invalid'));
      state.scores.push({ score, at: new Date().toISOString() });
      return succeed('wrapped', null);
    },
  },
];
