import { ORDERS, REPAYABLE } from '../../sandbox/seed/orders.ts';
import { RATE_LIMITED_PHONE, REGISTERED_PHONES } from '../../sandbox/seed/promotion.ts';
import { COMPLAINTS } from '../../sandbox/seed/complaints.ts';
import type { Texts } from './openers.ts';
import type { Step } from './types.ts';
import type { Variant } from './variants.ts';

/**
 * A state reached by doing something on a screen: the part of the atlas that needs to know a screen (which
 * fields to fill for a response code). Values come from the sandbox seed and names from the copy texts, so a
 * renamed button or a new seed phone follows by itself; a test checks every code the page handles has a flow.
 */
export interface Flow {
  key: string;
  state: string;
  steps: Step[];
  how: string;
  /** The variant to start from (default: the screen's first). */
  on?: (v: Variant) => boolean;
  /** A query of its own instead of a variant's. */
  query?: Record<string, string>;
  sandbox?: unknown;
  /** The server code this flow shows, for the coverage test. */
  code?: string;
}

export interface FlowContext {
  texts: Texts;
  /** The payment client's code → copy-text map (pages.yaml api.clients.payment.failureMessages). */
  paymentFailures: Record<string, string>;
  endpoints: Record<string, { path: string }>;
}

const NEW_PHONE = '13512345678';
const WRONG_CAPTCHA = 'ZZZZ';

function text(texts: Texts, key: string): string {
  const [group, name] = key.split('.') as [string, string];
  const found = texts[group]?.[name];
  if (found === undefined) throw new Error(`atlas flow: copy text ${key} is missing`);
  return found;
}

function register({ texts }: FlowContext): Flow[] {
  const getCode: Step = { do: 'tap', role: 'button', name: text(texts, 'promo.getCode') };
  const submit: Step = { do: 'tap', role: 'button', name: text(texts, 'promo.register') };
  const phone = (value: string): Step => ({ do: 'fill', field: 'phone', value });
  const captcha: Step = { do: 'fillCaptcha', field: 'imgValidate' };
  const wrongCaptcha: Step = { do: 'fill', field: 'imgValidate', value: WRONG_CAPTCHA };
  const sms = (value: string): Step => ({ do: 'fill', field: 'smsCode', value });
  const sent: Step[] = [phone(NEW_PHONE), captcha, getCode];
  return [
    { key: 'empty', state: 'Register tapped with nothing typed', steps: [submit], how: 'tap Register' },
    { key: 'badPhone', state: 'a wrong phone number', steps: [phone('123'), getCode], how: 'type 123 as phone, tap Get code' },
    {
      key: 'sms0',
      code: '0',
      state: 'Get code: code sent (0), countdown running',
      steps: sent,
      how: `type ${NEW_PHONE} and the picture code, tap Get code`,
    },
    {
      key: 'sms101',
      code: '101',
      state: 'Get code: wrong picture code (101)',
      steps: [phone(NEW_PHONE), wrongCaptcha, getCode],
      how: `type ${NEW_PHONE} and a wrong picture code, tap Get code`,
    },
    {
      key: 'sms11',
      code: '11',
      state: 'Get code: already registered (11), sent to the download page',
      steps: [phone(REGISTERED_PHONES[0]!), captcha, getCode],
      how: `type ${REGISTERED_PHONES[0]} and the picture code, tap Get code`,
    },
    {
      key: 'sms1',
      code: '1',
      state: 'Get code: too many codes (1)',
      steps: [phone(RATE_LIMITED_PHONE), captcha, getCode],
      how: `type ${RATE_LIMITED_PHONE} and the picture code, tap Get code`,
    },
    {
      key: 'reg0',
      code: '0',
      state: 'Register: registered (0), sent to the download page',
      steps: [...sent, { do: 'fillSms', field: 'smsCode', phoneField: 'phone' }, submit],
      how: 'get a code, type it (the sandbox prints it), tap Register',
    },
    {
      key: 'reg-1',
      code: '-1',
      state: 'Register: wrong picture code (-1)',
      steps: [phone(NEW_PHONE), wrongCaptcha, sms('123456'), submit],
      how: 'type a wrong picture code and any SMS code, tap Register',
    },
    {
      key: 'reg2',
      code: '2',
      state: 'Register: wrong SMS code (2)',
      steps: [phone(NEW_PHONE), captcha, sms('000000'), submit],
      how: 'type the picture code and a wrong SMS code, tap Register',
    },
    {
      key: 'reg11',
      code: '11',
      state: 'Register: already registered (11)',
      steps: [phone(REGISTERED_PHONES[0]!), captcha, sms('123456'), submit],
      how: `type ${REGISTERED_PHONES[0]}, the picture code and any SMS code, tap Register`,
    },
  ];
}

function cardRepay({ texts, paymentFailures, endpoints }: FlowContext): Flow[] {
  const repay: Step = { do: 'tap', role: 'button', name: text(texts, 'cardRepay.repay') };
  const confirm: Step = { do: 'tap', role: 'button', name: text(texts, 'cardRepay.confirm') };
  const choose: Step = { do: 'choose', label: text(texts, 'cardRepay.chooseCard'), nth: 0 };
  const withSms = (v: Variant) => ORDERS.some((o) => o.orderId === v.key && o.needValid === 1 && o.withCards);
  const smsStep = [choose, repay];
  const flows: Flow[] = [
    { key: 'noCard', on: withSms, state: 'Repay tapped without choosing a card', steps: [repay], how: 'tap Repay' },
    { key: 'sms', on: withSms, state: 'SMS step: code sent, countdown running', steps: smsStep, how: 'choose a card, tap Repay' },
    {
      key: 'shortCode',
      on: withSms,
      state: 'SMS step: code too short',
      steps: [...smsStep, { do: 'fill', field: 'smsCode', value: '12' }, confirm],
      how: 'choose a card, tap Repay, type 12, tap Confirm',
    },
    {
      key: 'wrongCode',
      on: withSms,
      state: 'SMS step: wrong code (800006)',
      steps: [...smsStep, { do: 'fill', field: 'smsCode', value: '000000' }, confirm],
      how: 'choose a card, tap Repay, type 000000, tap Confirm',
    },
    {
      key: 'paid',
      on: withSms,
      state: 'SMS step: right code, repaid (back on the loan details)',
      steps: [...smsStep, { do: 'fillSms', field: 'smsCode' }, confirm],
      how: 'choose a card, tap Repay, type the code the sandbox prints, tap Confirm',
    },
    {
      key: 'settled',
      on: (v) => ORDERS.some((o) => o.orderId === v.key && o.needValid === 0),
      state: 'repaid at once, without SMS',
      steps: smsStep,
      how: 'choose a card, tap Repay',
    },
    {
      key: 'offList',
      on: (v) => ORDERS.some((o) => o.orderId === v.key && o.huichaoUrl),
      state: 'online payment to an off-list address is refused',
      steps: [{ do: 'tap', role: 'button', name: text(texts, 'cardRepay.payOnline') }],
      how: 'tap Pay online',
    },
  ];
  const commit = endpoints.repaymentCommit?.path;
  for (const code of Object.keys(paymentFailures)) {
    flows.push({
      key: `commit${code}`,
      code,
      on: withSms,
      state: `Repay answered ${code}`,
      steps: smsStep,
      how: `choose a card, tap Repay (sandbox rule: repayment-commit fails with ${code})`,
      sandbox: { fail: { path: commit, mode: 'code', code, times: 1 } },
    });
  }
  return flows;
}

function complaintList(): Flow[] {
  const tabs = new Set(COMPLAINTS.map((c) => c.status)).size;
  return Array.from({ length: tabs - 1 }, (_, i) => ({
    key: `tab${i + 2}`,
    state: `tab ${i + 2}`,
    steps: [{ do: 'tap', role: 'tab', nth: i + 1 }],
    how: `tap tab ${i + 2}`,
  }));
}

function complaintEntry({ texts }: FlowContext): Flow[] {
  const paid = ORDERS.find((o) => o.inComplaints && !REPAYABLE.has(o.orderStatus) && o.orderStatus === 200);
  return paid
    ? [
        {
          key: 'collectionRefused',
          query: { orderId: paid.orderId },
          steps: [{ do: 'tapListItem' }],
          state: `collection complaint on a paid order (${paid.orderId}): ${text(texts, 'complaint.collectionNotAllowed')}`,
          how: 'tap the first type (collection)',
        },
      ]
    : [];
}

/** Interaction states by screen id (pages.yaml); the test checks these ids still exist. */
export const FLOWS: Record<string, (ctx: FlowContext) => Flow[]> = {
  promoRegister: register,
  cardRepay,
  complaintList,
  complaintEntry,
};
