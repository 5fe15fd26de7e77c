import { describe, expect, it, test } from 'vitest';
import type { CallResult } from '../../renderer/runtime/services.ts';
import { checkAnswer } from '../../renderer/screen/checkAnswer.ts';
import { answerCheckModule, numberPlan } from '../../tools/check/answerCheckModule.ts';
import { loadAnswerCheck } from './loadAnswerCheck.ts';

const order = {
  type: 'object',
  nullable: true,
  required: ['orderNo'],
  description: 'A note for staff that must not reach the browser.',
  properties: { orderNo: { type: 'string' }, isShow: { type: 'integer', enum: [0, 1] } },
};
const answer = {
  type: 'object',
  required: ['orderStatus', 'orderList'],
  properties: {
    orderStatus: { type: 'integer' },
    noticeStatusText: { type: 'string', nullable: true },
    orderDetail: order,
    orderList: { type: 'array', items: order },
    rows: { type: 'array', nullable: true, items: { type: 'object', properties: { value: { type: ['string', 'number'] } } } },
  },
};
const fits = { orderStatus: 174, orderDetail: null, orderList: [{ orderNo: 'ORD174', isShow: 1 }], rows: [{ value: 0 }, { value: '$1' }] };
const success = (data: unknown): CallResult => ({ success: true, code: 0, message: 'ok', data, raw: { code: 0, data } });

describe('the check the build makes of a declared answer', () => {
  it('is plain code: no eval, no Function, no import of ajv or its helpers, and no note of staff', () => {
    const code = answerCheckModule(answer);
    for (const banned of ['require(', 'import ', 'new Function', 'eval(', 'A note for staff', 'schemaPath'])
      expect(code).not.toContain(banned);
    expect(code).toContain('export default');
  });

  it('writes a part the answer declares twice (a YAML alias) once', () => {
    const functions = (code: string) => code.match(/function validate\d+/g)?.length;
    expect(functions(answerCheckModule(answer))).toBe(2);
    expect(functions(answerCheckModule({ type: 'object', properties: { a: { ...order, nullable: false } } }))).toBe(1);
  });

  it('passes what fits and stops at the first place that does not, with where', async () => {
    const check = await loadAnswerCheck(answer);
    expect(check(fits)).toBe(true);
    expect(check({ ...fits, orderStatus: 999 })).toBe(true);
    const misfits: [unknown, string, string][] = [
      [null, '', 'type'],
      [{}, '', 'required'],
      [{ ...fits, orderStatus: null }, '/orderStatus', 'type'],
      [{ ...fits, orderStatus: '174' }, '/orderStatus', 'type'],
      [{ ...fits, orderList: [{ orderNo: 'A' }, { isShow: 1 }] }, '/orderList/1', 'required'],
      [{ ...fits, orderList: [{ orderNo: 'A', isShow: 2 }] }, '/orderList/0/isShow', 'enum'],
      [{ ...fits, rows: [{ value: null }] }, '/rows/0/value', 'type'],
    ];
    for (const [data, instancePath, keyword] of misfits) {
      expect(check(data), JSON.stringify(data)).toBe(false);
      expect(check.errors?.[0]).toMatchObject({ instancePath, keyword });
    }
  });
});

describe('checkAnswer', () => {
  it('turns a success whose data does not fit into a failure with the given message, and reports where', async () => {
    const checks = { loanDetails: await loadAnswerCheck(answer) };
    const reports: string[] = [];
    const failed = checkAnswer(success({ ...fits, orderList: [{}] }), 'loanDetails', checks, 'No pudimos cargar esta página.', (m) =>
      reports.push(m),
    );
    expect(failed).toMatchObject({ success: false, code: 'answer', message: 'No pudimos cargar esta página.' });
    expect(reports).toEqual(['endpoint loanDetails: the answer does not fit at data/orderList/0: required {"missingProperty":"orderNo"}']);
  });

  it('lets through what fits, failures, and endpoints without a declared answer, as they are', async () => {
    const checks = { loanDetails: await loadAnswerCheck(answer) };
    const quiet = () => {
      throw new Error('nothing to report');
    };
    const fine = success(fits);
    expect(checkAnswer(fine, 'loanDetails', checks, 'x', quiet)).toBe(fine);
    const refused: CallResult = { success: false, code: 1, message: 'No', data: null, raw: {} };
    expect(checkAnswer(refused, 'loanDetails', checks, 'x', quiet)).toBe(refused);
    const other = success(null);
    expect(checkAnswer(other, 'googleScore', checks, 'x', quiet)).toBe(other);
    expect(checkAnswer(other, 'loanDetails', undefined, 'x', quiet)).toBe(other);
  });
});

test('making a check leaves the declared answer as it was, so a part shared with another answer checks the same there', () => {
  const rows = {
    type: 'array',
    nullable: true,
    items: { type: 'object', properties: { value: { type: ['string', 'number'], nullable: true } } },
  };
  const first = { type: 'object', properties: { rows } };
  const second = { type: 'object', properties: { detail: rows } };
  const before = JSON.stringify(rows);
  const alone = answerCheckModule(second);
  answerCheckModule(first);
  expect(JSON.stringify(rows)).toBe(before);
  expect(answerCheckModule(second)).toBe(alone);
});

describe('answers in the JSON forms the specification leaves open', () => {
  const shape = {
    type: 'object',
    required: ['orderStatus', 'cards'],
    properties: {
      orderStatus: { type: 'integer' },
      rate: { type: 'number', nullable: true },
      cards: { type: 'array', items: { type: 'object', properties: { id: { type: ['string', 'integer'] }, amount: { type: 'integer' } } } },
      rows: { type: 'array', nullable: true, items: { type: 'object', properties: { value: { type: ['string', 'number'] } } } },
    },
  };

  it('reads a number that came as a numeric string as the number, and hands the screen that one form', async () => {
    const checks = { loanDetails: await loadAnswerCheck(shape) };
    const sent = {
      orderStatus: '174',
      rate: '0.05',
      cards: [
        { id: 101, amount: '196400' },
        { id: 'C-2', amount: 5 },
      ],
      rows: [{ value: '12' }],
    };
    const read = checkAnswer(success(sent), 'loanDetails', checks, 'x', () => {});
    expect(read).toMatchObject({
      success: true,
      data: {
        orderStatus: 174,
        rate: 0.05,
        cards: [
          { id: 101, amount: 196400 },
          { id: 'C-2', amount: 5 },
        ],
        rows: [{ value: '12' }],
      },
    });
    // What the server sent is not changed behind its back.
    expect(sent.orderStatus).toBe('174');
  });

  it('keeps strict what is not a number: words, halves where a whole number is declared, null where null is not allowed', async () => {
    const checks = { loanDetails: await loadAnswerCheck(shape) };
    for (const [orderStatus, keyword] of [
      ['en curso', 'type'],
      ['174.5', 'type'],
      ['', 'type'],
      [null, 'type'],
      [true, 'type'],
    ] as const) {
      const reports: string[] = [];
      const result = checkAnswer(success({ orderStatus, cards: [] }), 'loanDetails', checks, 'No', (m) => reports.push(m));
      expect(result.success, String(orderStatus)).toBe(false);
      expect(reports[0]).toContain(`data/orderStatus: ${keyword}`);
    }
  });

  it('declares where numbers are, and nothing for an answer without one', () => {
    expect(numberPlan(shape)).toEqual({ orderStatus: 1, rate: 1, cards: [{ amount: 1 }] });
    expect(numberPlan({ type: 'object', properties: { id: { type: ['string', 'integer'] }, name: { type: 'string' } } })).toBeUndefined();
    expect(answerCheckModule({ type: 'object', properties: { name: { type: 'string' } } })).not.toContain('.numbers');
  });
});
