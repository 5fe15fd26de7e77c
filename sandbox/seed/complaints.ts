import { daysFromNow, fileUrl } from './format';

export interface Option {
  title: string;
  value: number;
}

/** Value 1 is collection: the only type that needs a sub-type and an order with isShow 1. */
export const COLLECTION_TYPE = 1;

export const PROBLEM_TYPES: readonly Option[] = [
  { title: 'Cobranza', value: COLLECTION_TYPE },
  { title: 'Pago', value: 2 },
  { title: 'Préstamo', value: 3 },
  { title: 'Cuenta', value: 4 },
  { title: 'Otro', value: 5 },
];

/** Sub-types of collection. */
export const PROBLEM_SON_TYPES: readonly Option[] = [
  { title: 'Llamadas excesivas', value: 1 },
  { title: 'Lenguaje ofensivo o amenazas', value: 2 },
  { title: 'Contacto a familiares o terceros', value: 3 },
  { title: 'Llamadas fuera de horario', value: 4 },
];

/** A complaint as the sandbox stores it. `status` 0 is pending, 1 answered (the two list tabs). */
export interface Complaint {
  id: number;
  problemType: number;
  problemSonType: number | null;
  content: string;
  images: string[];
  orderNo: string;
  time: number;
  status: 0 | 1;
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: 0 | 1;
}

export const COMPLAINT_TAB_NAMES: Readonly<Record<Complaint['status'], string>> = { 0: 'Pendiente', 1: 'Resuelto' };

/**
 * 1001 answered with text and images and asks for a rating; 1002 waits for an answer (reply hidden);
 * 1003 answered with text only and no rating.
 */
export const COMPLAINTS: readonly Complaint[] = [
  {
    id: 1001,
    problemType: COLLECTION_TYPE,
    problemSonType: 1,
    content: 'Me llaman de cobranza hasta ocho veces al día, incluso antes de la fecha de vencimiento.',
    images: [fileUrl('img/llamadas.svg')],
    orderNo: 'ORD180',
    time: daysFromNow(-4) + 9_840_000,
    status: 1,
    disposeDetail:
      'Revisamos su caso y limitamos los contactos de cobranza a uno por día, entre 9:00 y 20:00. ' +
      'Adjuntamos el registro de llamadas corregido. Lamentamos las molestias.',
    disposeImages: [fileUrl('img/registro-llamadas.svg')],
    isNeedScore: 1,
  },
  {
    id: 1002,
    problemType: 2,
    problemSonType: null,
    content: 'Pagué en OXXO el 12 de junio y mi pago todavía no aparece en la app.',
    images: [fileUrl('img/ticket-oxxo.svg'), fileUrl('img/captura-app.svg')],
    orderNo: 'ORD174',
    time: daysFromNow(-2) + 4_500_000,
    status: 0,
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: 0,
  },
  {
    id: 1003,
    problemType: 4,
    problemSonType: null,
    content: 'No puedo cambiar mi número de teléfono registrado.',
    images: [],
    orderNo: '',
    time: daysFromNow(-9) + 1_200_000,
    status: 1,
    disposeDetail: 'Actualizamos su número. Cierre sesión y vuelva a entrar con el número nuevo.',
    disposeImages: [],
    isNeedScore: 0,
  },
];

/** Captions of the placeholder photos the file route draws under img/. */
export const PICTURES: Readonly<Record<string, string>> = {
  llamadas: 'Registro de llamadas',
  'registro-llamadas': 'Registro corregido',
  'ticket-oxxo': 'Ticket OXXO',
  'captura-app': 'Captura de la app',
  'comisiones-oxxo': 'Comisiones OXXO',
  'comisiones-bancos': 'Comisiones bancarias',
  'banner-presto': 'Presto Rápido',
  'banner-crediya': 'CrediYa',
};
