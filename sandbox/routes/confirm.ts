import { refuse, succeed, type Route } from '../route.ts';
import { DAY_MS, daysFromNow, money } from '../seed/format.ts';
import { makeOrder } from '../seed/orders.ts';
import type { Product } from '../seed/products.ts';
import { t, type Lang, type TextKey } from '../seed/texts.ts';
import { LOAN_DETAILS_PATH } from '../seed/user.ts';

/** The contract's VAT (pages.yaml `const.vatPercent`): 16% of interest plus commission. */
const VAT_RATE = 0.16;

/** The loan confirm response for one quoted amount of a product, its texts in `lang`. */
function quote(product: Product, amount: number, isNeedPop: 0 | 1, amountDec: TextKey, lang: Lang) {
  const commission = Math.round((amount * product.commissionPct) / 100);
  const interest = Math.round((amount * product.dailyRatePct * product.periods) / 100);
  const iva = Math.round((commission + interest) * VAT_RATE);
  const coupon = product.coupon ?? 0;
  const total = amount + interest - coupon;
  const stepDays = product.periods / product.installments;
  const share = Math.floor(total / product.installments);
  const repayPlans = Array.from({ length: product.installments }, (_, i) => ({
    title: t(lang, 'confirm.plan', i + 1, product.installments),
    description: t(lang, i === 0 && coupon ? 'confirm.planCoupon' : 'confirm.planPlain'),
    // The last instalment absorbs the rounding so the plan adds up to the total.
    amount: i === product.installments - 1 ? total - share * i : share,
    pay_time: daysFromNow(0) + Math.round(stepDays * (i + 1)) * DAY_MS,
  }));
  return {
    firstPayTime: repayPlans[0]?.pay_time ?? daysFromNow(product.periods),
    amount,
    periods: product.periods,
    termUnit: product.termUnit,
    isNeedPop,
    sendSms: product.sendSms,
    details: [
      { text: t(lang, 'confirm.requested'), value: money(lang, amount) },
      { text: t(lang, 'confirm.commission'), value: money(lang, commission) },
      { text: t(lang, 'confirm.vat'), value: money(lang, iva) },
      { text: t(lang, 'confirm.received'), value: money(lang, amount - commission - iva) },
      { text: t(lang, 'row.interest'), value: money(lang, interest) },
      { text: t(lang, 'confirm.total'), value: money(lang, total) },
    ],
    repay_plans: repayPlans,
    loanRate: `${product.dailyRatePct}%`,
    ratemsg: t(lang, 'confirm.rateMsg'),
    amountDec: t(lang, amountDec),
    isNewContract: product.contractUrl,
    messageType: product.messageType,
    comProductLogo: product.logo,
    comProductName: product.name,
    // Left out, not zeroed, for products without a coupon: the page must cope with the missing key.
    ...(product.coupon ? { couNum: product.coupon } : {}),
  };
}

export const confirmRoutes: Route[] = [
  {
    methods: ['POST'],
    path: '/v3/loan-confirm/loan-detail-confirm',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input, lang }) {
      const product = input.productId ? state.products.get(input.productId) : undefined;
      if (!product) return refuse('wrapped', 1, t(lang, 'confirm.noProduct'));
      if (input.isType === '1') {
        return succeed('wrapped', quote(product, product.requoteAmount, 0, 'confirm.requote', lang));
      }
      const amountDec = product.isNeedPop ? 'confirm.pop' : 'confirm.approved';
      return succeed('wrapped', quote(product, product.amount, product.isNeedPop, amountDec, lang));
    },
  },
  {
    methods: ['POST'],
    path: '/v3/loan-confirm/loan-detail-push',
    envelope: 'wrapped',
    wrapped: true,
    handle({ state, input, lang }) {
      const product = input.productId ? state.products.get(input.productId) : undefined;
      if (!product) return refuse('wrapped', 1, t(lang, 'confirm.noProduct'));
      const amount = Number(input.amount);
      // Either quote is accepted: the borrower may submit before or after the post-pop reload.
      if (amount !== product.amount && amount !== product.requoteAmount) {
        return refuse('wrapped', 2, t(lang, 'confirm.amountMismatch'));
      }
      if (Number(input.periods) !== product.periods || Number(input.termUnit) !== product.termUnit) {
        return refuse('wrapped', 3, t(lang, 'confirm.termMismatch'));
      }
      const orderId = `ORD${state.nextId.order++}`;
      state.orders.set(
        orderId,
        makeOrder(orderId, product.productId, 21, {
          amount,
          applyTime: daysFromNow(0),
          inComplaints: true,
        }),
      );
      const query = new URLSearchParams({ productId: product.productId, orderId });
      return succeed('wrapped', { lendDetailsUrl: product.pushUrl ?? `${LOAN_DETAILS_PATH}?${query}`, orderId });
    },
  },
];
