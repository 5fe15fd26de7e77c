import type { ApiService } from '../../renderer/runtime/services.ts';
import { channelGroups } from '../../sandbox/seed/channels.ts';
import { COMPLAINTS } from '../../sandbox/seed/complaints.ts';
import { ORDERS, REPAYABLE, repayAmount } from '../../sandbox/seed/orders.ts';
import { PRODUCTS } from '../../sandbox/seed/products.ts';
import { TEMPLATE_IDS } from '../../sandbox/seed/promotion.ts';
import { BANK_CARDS } from '../../sandbox/seed/user.ts';

/** One request the contract plays: which seeded scenario it is (an order, a product…) and what the page sends. */
export interface Play {
  scenario: string;
  payload: Record<string, unknown>;
}

type Plays = (api: ApiService) => Promise<Play[]>;

const each =
  <T>(list: readonly T[], play: (item: T) => Play): Plays =>
  async () =>
    list.map(play);
const byOrder = (payload: (orderId: string, productId: string) => Record<string, unknown>) =>
  each(ORDERS, (o) => ({ scenario: o.orderId, payload: payload(o.orderId, o.productId) }));
const repayable = ORDERS.filter((o) => REPAYABLE.has(o.orderStatus));

/** The data of a success the setup of a play needs (a token, a quote); a failure here is the sandbox's own bug. */
async function dataOf(api: ApiService, endpoint: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await api.call(endpoint, payload, { quiet: true });
  if (!result.success) throw new Error(`${endpoint} ${JSON.stringify(payload)} failed: ${result.message}`);
  return result.data as Record<string, unknown>;
}

/**
 * Every scenario the sandbox seeds, by the endpoint that answers it: each order, product, complaint and template,
 * each repayment channel's voucher, and the calls a flow makes on the way (a commit with the token and card the
 * card list gave). A seed added to sandbox/seed is played by itself.
 */
export const PLAYS: Readonly<Record<string, Plays>> = {
  contractDetail: byOrder((orderNo) => ({ orderNo })),
  contactInfo: each(['30'], (overall) => ({ scenario: 'contact', payload: { overall } })),
  problemInit: async () => [
    { scenario: 'latest order', payload: {} },
    ...ORDERS.map((o) => ({ scenario: o.orderId, payload: { orderId: o.orderId } })),
  ],
  problemDetail: each(COMPLAINTS, (c) => ({ scenario: String(c.id), payload: { problemId: c.id } })),
  problemList: each(['tabs'], (scenario) => ({ scenario, payload: {} })),
  repaymentWay: byOrder((orderId) => ({ orderId })),
  repaymentCommit: async (api) => {
    const plays: Play[] = [];
    for (const o of repayable) {
      const way = await dataOf(api, 'repaymentWay', { orderId: o.orderId });
      const card = BANK_CARDS[0]!;
      for (const sendMsg of [0, 1]) {
        const payload = { amount: repayAmount(o), bankName: card.bankName, cardId: card.id, cardNo: card.cardNo, couponId: '' };
        const rest = { orderId: o.orderId, repayToken: way.repayToken, bankCode: card.bankCode, sendMsg };
        plays.push({ scenario: `${o.orderId} sendMsg ${sendMsg}`, payload: { ...payload, ...rest } });
      }
    }
    return plays;
  },
  repaymentHuichao: each(repayable, (o) => ({
    scenario: o.orderId,
    payload: { userId: 'U1001', orderId: o.orderId, amount: repayAmount(o) },
  })),
  channelTemplate: each(TEMPLATE_IDS, (templateId) => ({ scenario: `template ${templateId}`, payload: { templateId } })),
  getSid: each(['sid'], (scenario) => ({ scenario, payload: {} })),
  repaymentPlan: byOrder((orderId, productId) => ({ productId, orderId })),
  extensionDetail: byOrder((orderId, productId) => ({ productId, orderId })),
  voucher: async () =>
    repayable.flatMap((o) =>
      [1, 2].flatMap((requestType) =>
        [...channelGroups(o, 'es').flatMap((group) => group.list.map((channel) => channel.payCode))].map((payCode) => ({
          scenario: `${o.orderId} type ${requestType} code ${payCode || 'generated'}`,
          payload: {
            productId: o.productId,
            orderId: o.orderId,
            amount: requestType === 1 ? repayAmount(o) : o.delayFee,
            payCode,
            requestType,
          },
        })),
      ),
    ),
  loanConfirm: async () =>
    PRODUCTS.flatMap((p) => [
      { scenario: p.productId, payload: { productId: p.productId } },
      { scenario: `${p.productId} requote`, payload: { productId: p.productId, isType: 1 } },
    ]),
  loanPush: async (api) => {
    const plays: Play[] = [];
    for (const p of PRODUCTS) {
      const quote = await dataOf(api, 'loanConfirm', { productId: p.productId });
      const { amount, periods, termUnit } = quote;
      plays.push({ scenario: p.productId, payload: { amount, periods, termUnit, productId: p.productId } });
    }
    return plays;
  },
  loanDetails: byOrder((orderId, productId) => ({ productId, orderId })),
};
