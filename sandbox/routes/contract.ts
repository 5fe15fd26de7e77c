import { refuse, succeed, type Route } from '../route.ts';
import { productOf } from '../seed/orders.ts';
import { t } from '../seed/texts.ts';
import { BORROWER } from '../seed/user.ts';

/** The contract's VAT (pages.yaml `const.vatPercent`): 16% of interest plus commission. */
const VAT_RATE = 0.16;

export const contractRoutes: Route[] = [
  {
    methods: ['GET', 'POST'],
    path: '/v3/loan-details/contract-detail',
    envelope: 'common',
    handle({ state, input, lang }) {
      const orderNo = (input.orderNo ?? '').trim();
      // Failures here carry the code as a string, as this back end sends them.
      if (!orderNo) return refuse('common', '1', t(lang, 'contract.noOrder'));
      const order = state.orders.get(orderNo);
      if (!order) return refuse('common', '1', t(lang, 'contract.missing', orderNo));
      if (order.orderStatus === 110) return refuse('common', '1', t(lang, 'contract.rejected'));
      const product = productOf(order);
      const iva = Math.round((order.interest + order.commission) * VAT_RATE);
      return succeed('common', {
        userName: BORROWER.userName,
        productName: product.name,
        amount: order.amount,
        bankNo: BORROWER.depositAccount,
        daiDate: order.applyTime,
        planDate: order.dueTime,
        contractAmount: order.amount + order.interest,
        commission: order.commission,
        Interest: order.interest,
        IVA: iva,
        giveAmount: order.amount - order.commission - iva,
        userAddress: BORROWER.address,
        contractDate: order.applyTime,
        company: product.company,
      });
    },
  },
];
