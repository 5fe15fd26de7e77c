import { json } from '../http.ts';
import { refuse, succeed, type Route } from '../route.ts';
import { COLLECTION_TYPE, options, PROBLEM_SON_TYPES, PROBLEM_TYPES, titleOf, type Complaint } from '../seed/complaints.ts';
import { isoDay, money } from '../seed/format.ts';
import { productOf, REPAYABLE, repayAmount, statusLabel, type Order } from '../seed/orders.ts';
import { said, t, type Lang } from '../seed/texts.ts';
import { SERVICE_CONTACT } from '../seed/user.ts';
import type { State } from '../state.ts';

const MAX_TEXT = 200;
const MAX_IMAGES = 9;

/** Collection complaints are allowed only for orders in repayment or overdue (isShow 1). */
function isShow(order: Order): 0 | 1 {
  return REPAYABLE.has(order.orderStatus) ? 1 : 0;
}

function orderSummary(order: Order, lang: Lang) {
  const product = productOf(order);
  return {
    orderNo: order.orderId,
    productLogo: product.logo,
    productName: product.name,
    status: statusLabel(order.orderStatus, lang),
    isShow: isShow(order),
    list: [
      { title: t(lang, 'row.orderNo'), value: order.orderId },
      { title: t(lang, 'row.repay'), value: money(lang, repayAmount(order)) },
      { title: t(lang, 'row.dueDate'), value: isoDay(order.dueTime) },
    ],
  };
}

function complaintOrders(state: State): Order[] {
  return [...state.orders.values()].filter((o) => o.inComplaints).sort((a, b) => b.applyTime - a.applyTime);
}

function toInt(value: string | undefined): number | null {
  return value !== undefined && /^-?\d+$/.test(value.trim()) ? Number(value) : null;
}

/** Checks a problem-save payload; returns a complaint to store, or the message the server would answer. */
function validateSave(state: State, input: Record<string, string>, lang: Lang): Omit<Complaint, 'id' | 'time'> | string {
  const problemType = toInt(input.problemType);
  if (problemType === null || !PROBLEM_TYPES.includes(problemType)) return t(lang, 'complaint.type');
  const orderNo = (input.orderNo ?? '').trim();
  const order = orderNo ? state.orders.get(orderNo) : undefined;
  if (orderNo && !order) return t(lang, 'complaint.order', orderNo);
  let problemSonType: number | null = null;
  if (problemType === COLLECTION_TYPE) {
    problemSonType = toInt(input.problemSonType);
    if (problemSonType === null || !PROBLEM_SON_TYPES.includes(problemSonType)) return t(lang, 'complaint.sonType');
    if (!order || isShow(order) !== 1) return t(lang, 'complaint.collection');
  }
  const content = (input.problemDetail ?? '').trim();
  if (content === '') return t(lang, 'complaint.empty');
  if ([...content].length > MAX_TEXT) return t(lang, 'complaint.tooLong', MAX_TEXT);
  const images = (input.problemImage ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (images.length > MAX_IMAGES) return t(lang, 'complaint.images', MAX_IMAGES);
  return {
    problemType,
    problemSonType,
    content,
    images,
    orderNo,
    status: 0,
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: 0,
  };
}

export const complaintRoutes: Route[] = [
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/get-whatsapp',
    envelope: 'common',
    handle({ input, lang }) {
      if (input.overall !== '30') return refuse('common', 1, t(lang, 'complaint.overall'));
      // This endpoint answers its code as the string "0": the client must parse the code, not compare it.
      return json({ code: '0', message: 'ok', data: { ...SERVICE_CONTACT } });
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/problem-init',
    envelope: 'common',
    handle({ state, input, lang }) {
      const orders = complaintOrders(state);
      const chosen = (input.orderId && state.orders.get(input.orderId)) || orders[0];
      return succeed('common', {
        problemType: options('type', lang),
        problemSonType: options('sonType', lang),
        orderDetail: chosen ? orderSummary(chosen, lang) : null,
        orderList: orders.map((order) => orderSummary(order, lang)),
      });
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/problem-list',
    envelope: 'common',
    handle({ state, lang }) {
      const newestFirst = [...state.complaints.values()].sort((a, b) => b.time - a.time);
      const tabs = ([0, 1] as const).map((status) => ({
        name: t(lang, `tab.${status}`),
        status,
        list: newestFirst
          .filter((c) => c.status === status)
          .map((c) => ({
            id: c.id,
            time: c.time,
            type: titleOf('type', c.problemType, lang),
            content: said(lang, c.content),
          })),
      }));
      return succeed('common', tabs);
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/problem-detail',
    envelope: 'common',
    handle({ state, input, lang }) {
      const id = toInt(input.problemId);
      const complaint = id === null ? undefined : state.complaints.get(id);
      if (!complaint) return refuse('common', 1, t(lang, 'complaint.missing'));
      return succeed('common', {
        type: titleOf('type', complaint.problemType, lang),
        sonType: titleOf('sonType', complaint.problemSonType, lang),
        problemId: complaint.id,
        content: said(lang, complaint.content),
        images: complaint.images,
        disposeDetail: said(lang, complaint.disposeDetail),
        disposeImages: complaint.disposeImages,
        isNeedScore: complaint.isNeedScore,
      });
    },
  },
  {
    methods: ['POST'],
    path: '/user-problem/problem-save',
    envelope: 'common',
    handle({ state, input, lang }) {
      const checked = validateSave(state, input, lang);
      if (typeof checked === 'string') return refuse('common', 1, checked);
      const id = state.nextId.complaint++;
      state.complaints.set(id, { ...checked, id, time: Date.now() });
      return succeed('common', { problemId: id });
    },
  },
];
