import { channelGroups } from '../../sandbox/seed/channels.ts';
import { COMPLAINTS, COLLECTION_TYPE, PROBLEM_SON_TYPES, PROBLEM_TYPES } from '../../sandbox/seed/complaints.ts';
import { ORDERS, REPAYABLE, repayAmount, type Order } from '../../sandbox/seed/orders.ts';
import { PRODUCTS } from '../../sandbox/seed/products.ts';
import { TEMPLATE_IDS } from '../../sandbox/seed/promotion.ts';

/** One starting point of a screen: the query that opens it on one of the sandbox's scenarios. */
export interface Variant {
  /** Short stable key for ids ("ORD174D", "1001", "P-POP"). */
  key: string;
  /** What the scenario is, for the label. */
  label: string;
  query: Record<string, string>;
}

const USER_ID = 'U1001';

/** What makes an order's scenario special, in words (sandbox/seed/orders.ts flags). */
function orderLabel(o: Order): string {
  const flags = [
    o.overdueDays ? `overdue ${o.overdueDays} d` : '',
    o.isDelay ? 'extension offered' : '',
    o.isScore ? 'asks for a rating' : '',
    o.inside ? '' : 'inside 0',
    REPAYABLE.has(o.orderStatus) && !o.needValid ? 'card repayment without SMS' : '',
    o.alipay ? 'online payment' : '',
    o.withCards ? '' : 'no bank cards',
    o.huichaoUrl ? 'off-list checkout URL' : '',
    o.isNewContract ? '' : 'no contract',
  ].filter(Boolean);
  return `order ${o.orderId}, status ${o.orderStatus}${flags.length ? ` (${flags.join(', ')})` : ''}`;
}

/** The first order of each distinct `by` value, so near-identical scenarios are pictured once. */
function distinct(orders: readonly Order[], by: (o: Order) => string): Order[] {
  const seen = new Set<string>();
  return orders.filter((o) => {
    const k = by(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const orderVariant = (o: Order, query: Record<string, string>): Variant => ({ key: o.orderId, label: orderLabel(o), query });
const repayable = ORDERS.filter((o) => REPAYABLE.has(o.orderStatus));

/**
 * Starting points for each endpoint a screen loads, from the sandbox seed: every order for the loan details (each
 * order is a scenario), the orders each repayment screen accepts, every product, every complaint, every template.
 * A new seed order or product shows up in the atlas by itself.
 */
const BY_ENDPOINT: Record<string, () => Variant[]> = {
  loanDetails: () => ORDERS.map((o) => orderVariant(o, { productId: o.productId, orderId: o.orderId })),
  repaymentPlan: () =>
    distinct(repayable, (o) => String(o.orderStatus)).map((o) => orderVariant(o, { productId: o.productId, orderId: o.orderId })),
  extensionDetail: () =>
    distinct(
      repayable.filter((o) => o.isDelay),
      (o) => String(o.orderStatus),
    ).map((o) => orderVariant(o, { productId: o.productId, orderId: o.orderId })),
  voucher: () =>
    [
      ...distinct(repayable, (o) => String(o.orderStatus))
        .slice(0, 1)
        .map((o) => ({ o, type: 1, amount: repayAmount(o) })),
      ...repayable
        .filter((o) => o.isDelay)
        .slice(0, 1)
        .map((o) => ({ o, type: 2, amount: o.delayFee })),
    ].map(({ o, type, amount }) => ({
      key: `${o.orderId}-r${type}`,
      label: `${orderLabel(o)}, ${type === 1 ? 'repayment' : 'extension'} voucher`,
      query: {
        productId: o.productId,
        orderId: o.orderId,
        amount: String(amount),
        requestType: String(type),
        payCode: channelGroups(o, 'es')[0]?.list[0]?.payCode ?? '',
      },
    })),
  repaymentWay: () =>
    [
      ...distinct(repayable, (o) => `${o.needValid}${o.alipay}${o.withCards}${o.huichaoUrl ?? ''}`),
      ...ORDERS.filter((o) => o.orderStatus === 200).slice(0, 1),
    ].map((o) => orderVariant(o, { orderId: o.orderId, productId: o.productId, amount: String(repayAmount(o)), userId: USER_ID })),
  // The order with a contract first, then the rejected one: the first variant is the one other states start from.
  contractDetail: () =>
    distinct(
      ORDERS.filter((o) => o.orderStatus === 110 || (REPAYABLE.has(o.orderStatus) && o.isNewContract)),
      (o) => String(o.orderStatus === 110),
    )
      .sort((a, b) => Number(a.orderStatus === 110) - Number(b.orderStatus === 110))
      .map((o) => orderVariant(o, { orderNo: o.orderId })),
  loanConfirm: () =>
    PRODUCTS.map((p) => ({
      key: p.productId,
      label: `product ${p.productId} (${[p.coupon ? 'coupon' : 'no coupon', p.isNeedPop ? 'pop-up' : '', p.installments > 1 ? `${p.installments} instalments` : '', p.pushUrl ? 'off-site details URL' : ''].filter(Boolean).join(', ')})`,
      query: { productId: p.productId },
    })),
  problemDetail: () =>
    COMPLAINTS.map((c) => ({
      key: String(c.id),
      label: `complaint ${c.id} (${c.disposeDetail || c.disposeImages.length ? `with a reply${c.disposeImages.length ? ' and pictures' : ''}` : 'without a reply'}${c.isNeedScore ? ', asks for a rating' : ''})`,
      query: { problemId: String(c.id) },
    })),
  channelTemplate: () => TEMPLATE_IDS.map((id) => ({ key: `t${id}`, label: `template ${id}`, query: { id } })),
};

/** The complaint entry starts from an order that allows collection complaints; the next step from each kind of type. */
const BY_SCREEN_QUERY: Record<string, () => Variant[]> = {
  orderId: () => {
    const o = ORDERS.find((x) => x.inComplaints && REPAYABLE.has(x.orderStatus));
    return o ? [orderVariant(o, { orderId: o.orderId })] : [{ key: 'latest', label: 'the latest order', query: {} }];
  },
  orderNo: () => {
    const o = ORDERS.find((x) => x.inComplaints && REPAYABLE.has(x.orderStatus));
    const orderNo = o?.orderId ?? '';
    return [
      {
        key: `type${COLLECTION_TYPE}`,
        label: `collection complaint with sub-type ${PROBLEM_SON_TYPES[0]}, order ${orderNo}`,
        query: { problemType: String(COLLECTION_TYPE), problemSonType: String(PROBLEM_SON_TYPES[0]), orderNo },
      },
      ...PROBLEM_TYPES.filter((t) => t !== COLLECTION_TYPE)
        .slice(0, 1)
        .map((t) => ({
          key: `type${t}`,
          label: `complaint of type ${t}, order ${orderNo}`,
          query: { problemType: String(t), orderNo },
        })),
    ];
  },
};

/**
 * The variants of one screen: from the first data source the seed has scenarios for, else from the query the
 * screen declares, else the screen as its URL alone opens it.
 */
export function variantsOf(screen: { data?: unknown; query?: unknown }): Variant[] {
  const sources = Object.values((screen.data ?? {}) as Record<string, { endpoint?: string }>);
  const query = Array.isArray(screen.query) ? (screen.query as string[]) : [];
  for (const name of ['orderNo', 'orderId'])
    if (query.includes(name) && sources.some((s) => s.endpoint === 'problemInit')) return BY_SCREEN_QUERY[name]!();
  for (const source of sources) {
    const make = source.endpoint ? BY_ENDPOINT[source.endpoint] : undefined;
    if (make) return make();
  }
  return [{ key: 'page', label: 'as opened', query: {} }];
}
