import { json } from '../http';
import { refuse, succeed, type Route } from '../route';
import {
  COLLECTION_TYPE,
  COMPLAINT_TAB_NAMES,
  PROBLEM_SON_TYPES,
  PROBLEM_TYPES,
  type Complaint,
} from '../seed/complaints';
import { isoDay, peso } from '../seed/format';
import { productOf, REPAYABLE, repayAmount, statusLabel, type Order } from '../seed/orders';
import { SERVICE_CONTACT } from '../seed/user';
import type { State } from '../state';

const MAX_TEXT = 200;
const MAX_IMAGES = 9;

/** Collection complaints are allowed only for orders in repayment or overdue (§6: isShow 1). */
function isShow(order: Order): 0 | 1 {
  return REPAYABLE.has(order.orderStatus) ? 1 : 0;
}

function orderSummary(order: Order) {
  const product = productOf(order);
  return {
    orderNo: order.orderId,
    productLogo: product.logo,
    productName: product.name,
    status: statusLabel(order.orderStatus),
    isShow: isShow(order),
    list: [
      { title: 'Número de orden', value: order.orderId },
      { title: 'Monto a pagar', value: peso(repayAmount(order)) },
      { title: 'Fecha de vencimiento', value: isoDay(order.dueTime) },
    ],
  };
}

function complaintOrders(state: State): Order[] {
  return [...state.orders.values()].filter((o) => o.inComplaints).sort((a, b) => b.applyTime - a.applyTime);
}

function titleOf(options: readonly { title: string; value: number }[], value: number | null): string {
  return options.find((o) => o.value === value)?.title ?? '';
}

function toInt(value: string | undefined): number | null {
  return value !== undefined && /^-?\d+$/.test(value.trim()) ? Number(value) : null;
}

/** Checks a problem-save payload; returns a complaint to store, or the message the server would answer. */
function validateSave(state: State, input: Record<string, string>): Omit<Complaint, 'id' | 'time'> | string {
  const problemType = toInt(input.problemType);
  if (problemType === null || !PROBLEM_TYPES.some((t) => t.value === problemType)) {
    return 'Seleccione el tipo de problema';
  }
  const orderNo = (input.orderNo ?? '').trim();
  const order = orderNo ? state.orders.get(orderNo) : undefined;
  if (orderNo && !order) return `Orden no encontrada: ${orderNo}`;
  let problemSonType: number | null = null;
  if (problemType === COLLECTION_TYPE) {
    problemSonType = toInt(input.problemSonType);
    if (problemSonType === null || !PROBLEM_SON_TYPES.some((t) => t.value === problemSonType)) {
      return 'Seleccione el subtipo de cobranza';
    }
    if (!order || isShow(order) !== 1) return 'La orden seleccionada no admite quejas de cobranza';
  }
  const content = (input.problemDetail ?? '').trim();
  if (content === '') return 'Describa su problema u opinión';
  if ([...content].length > MAX_TEXT) return `La descripción no puede superar ${MAX_TEXT} caracteres`;
  const images = (input.problemImage ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (images.length > MAX_IMAGES) return `Puede adjuntar hasta ${MAX_IMAGES} imágenes`;
  return {
    problemType, problemSonType, content, images, orderNo,
    status: 0, disposeDetail: '', disposeImages: [], isNeedScore: 0,
  };
}

export const complaintRoutes: Route[] = [
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/get-whatsapp',
    envelope: 'common',
    handle({ input }) {
      if (input.overall !== '30') return refuse('common', 1, 'Parámetro overall inválido');
      // This endpoint answers its code as the string "0": the client must parse the code, not compare it.
      return json({ code: '0', message: 'ok', data: { ...SERVICE_CONTACT } });
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/problem-init',
    envelope: 'common',
    handle({ state, input }) {
      const orders = complaintOrders(state);
      const chosen = (input.orderId && state.orders.get(input.orderId)) || orders[0];
      return succeed('common', {
        problemType: PROBLEM_TYPES,
        problemSonType: PROBLEM_SON_TYPES,
        orderDetail: chosen ? orderSummary(chosen) : null,
        orderList: orders.map(orderSummary),
      });
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/problem-list',
    envelope: 'common',
    handle({ state }) {
      const newestFirst = [...state.complaints.values()].sort((a, b) => b.time - a.time);
      const tabs = ([0, 1] as const).map((status) => ({
        name: COMPLAINT_TAB_NAMES[status],
        status,
        list: newestFirst
          .filter((c) => c.status === status)
          .map((c) => ({ id: c.id, time: c.time, type: titleOf(PROBLEM_TYPES, c.problemType), content: c.content })),
      }));
      return succeed('common', tabs);
    },
  },
  {
    methods: ['GET', 'POST'],
    path: '/user-problem/problem-detail',
    envelope: 'common',
    handle({ state, input }) {
      const id = toInt(input.problemId);
      const complaint = id === null ? undefined : state.complaints.get(id);
      if (!complaint) return refuse('common', 1, 'La queja no existe');
      return succeed('common', {
        type: titleOf(PROBLEM_TYPES, complaint.problemType),
        sonType: titleOf(PROBLEM_SON_TYPES, complaint.problemSonType),
        problemId: complaint.id,
        content: complaint.content,
        images: complaint.images,
        disposeDetail: complaint.disposeDetail,
        disposeImages: complaint.disposeImages,
        isNeedScore: complaint.isNeedScore,
      });
    },
  },
  {
    methods: ['POST'],
    path: '/user-problem/problem-save',
    envelope: 'common',
    handle({ state, input }) {
      const checked = validateSave(state, input);
      if (typeof checked === 'string') return refuse('common', 1, checked);
      const id = state.nextId.complaint++;
      state.complaints.set(id, { ...checked, id, time: Date.now() });
      return succeed('common', { problemId: id });
    },
  },
];
