import { randomBytes, randomInt } from 'node:crypto';
import { COMPLAINTS, type Complaint } from './seed/complaints.ts';
import { ORDERS, type Order } from './seed/orders.ts';
import { PRODUCTS, type Product } from './seed/products.ts';
import { REGISTERED_PHONES } from './seed/promotion.ts';

/**
 * Where a bank-card repayment stands: waiting for the SMS code, handed to an external checkout (huichao), or
 * done. An order with any of these refuses a second commit or confirm with '800005' — except while waiting for
 * the code, when a new commit sends a new code.
 */
export interface Repayment {
  status: 'awaitingCode' | 'processing' | 'repaid';
  repayRecordId: string;
  code: string;
  amount: number;
  checkoutUrl: string;
}

export interface SmsEntry {
  kind: 'repayment' | 'register';
  /** orderId for repayments, phone for registration. */
  key: string;
  code: string;
  at: string;
}

export interface StoredFile {
  contentType: string;
  data: Buffer;
}

/** Everything a request can change; `reset` replaces it with a fresh copy of the seed. */
export interface State {
  products: Map<string, Product>;
  orders: Map<string, Order>;
  complaints: Map<number, Complaint>;
  /** Uploaded files by `<id>.<ext>`. */
  files: Map<string, StoredFile>;
  /** sid → the captcha text last drawn for it ('' before the first draw). */
  captchas: Map<string, string>;
  registeredPhones: Set<string>;
  smsSendsByPhone: Map<string, number>;
  /** orderId → the repayToken repayment-way handed out last. */
  repayTokens: Map<string, string>;
  repayments: Map<string, Repayment>;
  sms: SmsEntry[];
  scores: { score: number; at: string }[];
  registrations: Record<string, string>[];
  nextId: { complaint: number; upload: number; record: number; order: number };
}

export function createState(): State {
  return {
    products: new Map(PRODUCTS.map((p) => [p.productId, structuredClone(p)])),
    orders: new Map(ORDERS.map((o) => [o.orderId, structuredClone(o)])),
    complaints: new Map(COMPLAINTS.map((c) => [c.id, structuredClone(c)])),
    files: new Map(),
    captchas: new Map(),
    registeredPhones: new Set(REGISTERED_PHONES),
    smsSendsByPhone: new Map(),
    repayTokens: new Map(),
    repayments: new Map(),
    sms: [],
    scores: [],
    registrations: [],
    nextId: { complaint: 1004, upload: 1, record: 5001, order: 900001 },
  };
}

function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function randomToken(prefix: string): string {
  return prefix + randomBytes(9).toString('base64url');
}

/** Remembers a code the sandbox "sent" and prints it, since no phone will receive it. */
export function sendSms(state: State, kind: SmsEntry['kind'], key: string, log: (line: string) => void): string {
  const code = randomDigits(6);
  state.sms.push({ kind, key, code, at: new Date().toISOString() });
  log(kind === 'repayment' ? `SMS code for order ${key}: ${code}` : `SMS code for phone ${key}: ${code}`);
  return code;
}

export function lastSms(state: State, kind: SmsEntry['kind'], key: string): SmsEntry | undefined {
  return state.sms.findLast((entry) => entry.kind === kind && entry.key === key);
}
