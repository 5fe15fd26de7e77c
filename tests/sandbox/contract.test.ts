import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnswerCheck } from '../../renderer/screen/checkAnswer.ts';
import { checkAnswer } from '../../renderer/screen/checkAnswer.ts';
import type { ApiService } from '../../renderer/runtime/services.ts';
import { sandboxControl } from '../../sandbox/sandboxControl.ts';
import { COMPLAINTS } from '../../sandbox/seed/complaints.ts';
import { ORDERS } from '../../sandbox/seed/orders.ts';
import { PRODUCTS } from '../../sandbox/seed/products.ts';
import { TEMPLATE_IDS } from '../../sandbox/seed/promotion.ts';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { createApiService } from '../../src/api/createApiService.ts';
import { loadAnswerCheck } from '../check/loadAnswerCheck.ts';
import { resolveWith } from '../src/api/config.ts';
import { pages } from '../support/pages.ts';
import { fakeToast } from '../src/api/fakes.ts';
import { ANSWER_FORMS } from './answerForms.ts';
import { type Play, PLAYS } from './plays.ts';
import { LANG_PARAM, LANG_VALUE } from '../support/language.ts';
import { compiledPages } from '../support/compiledPages.ts';

// The sandbox is held to what pages.yaml declares: every scenario it plays, answered through the app's own clients
// and checked by the very code the build ships to the screens.
const answers = compiledPages().answers;
// English also through the header the JSON client takes from the `language` query value.
const LANGUAGES = { es: `${LANG_PARAM}=${LANG_VALUE.es}`, en: `${LANG_PARAM}=${LANG_VALUE.en}&language=en` } as const;

let sandbox: RunningSandbox;
const checks: Record<string, AnswerCheck> = {};
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
  for (const [endpoint, answer] of Object.entries(answers)) checks[endpoint] = await loadAnswerCheck(answer);
});
afterAll(() => sandbox.close());

const api = (query: string): ApiService =>
  createApiService({
    api: pages.api,
    endpoints: pages.endpoints,
    resolve: resolveWith(),
    pageQuery: () => new URLSearchParams(query),
    toast: fakeToast(),
    apiBase: sandbox.url,
  });

/** What one endpoint's scenarios gave: which were played, which answered success, and every answer that did not fit. */
interface Played {
  scenarios: string[];
  successes: number;
  misfits: string[];
}

/** Plays one endpoint's scenarios from a fresh seed (and `rules`, if any); each success must fit the declared answer. */
async function play(endpoint: string, language: keyof typeof LANGUAGES, rules?: unknown): Promise<Played> {
  await sandboxControl(sandbox.url, '/reset', {});
  if (rules) await sandboxControl(sandbox.url, '/scenario', rules);
  const plays = PLAYS[endpoint];
  const client = api(LANGUAGES[language]);
  const played: Played = { scenarios: [], successes: 0, misfits: [] };
  for (const { scenario, payload } of (await plays?.(client)) ?? ([] as Play[])) {
    played.scenarios.push(scenario);
    const answer = await client.call(endpoint, payload, { quiet: true });
    if (!answer.success) continue;
    played.successes += 1;
    checkAnswer(answer, endpoint, checks, '', (misfit) => played.misfits.push(`${scenario} (${language}): ${misfit}`));
  }
  return played;
}

describe.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('every sandbox answer fits its declared answer (%s)', (language) => {
  test.each(Object.keys(answers))('%s', async (endpoint) => {
    expect(PLAYS[endpoint], `no scenario of the sandbox plays ${endpoint}; add its plays to tests/sandbox/plays.ts`).toBeDefined();
    const played = await play(endpoint, language);
    expect(played.misfits).toEqual([]);
    expect(played.successes, `${endpoint} answered success to none of its scenarios`).toBeGreaterThan(0);
  });
});

test('the plays walk every seeded order, product, complaint and template', async () => {
  const scenarios = async (endpoint: string) => (await play(endpoint, 'es')).scenarios;
  const orders = ORDERS.map((o) => o.orderId);
  for (const endpoint of ['loanDetails', 'contractDetail', 'repaymentWay', 'repaymentPlan', 'extensionDetail'])
    expect(await scenarios(endpoint)).toEqual(orders);
  expect(await scenarios('problemInit')).toEqual(['latest order', ...orders]);
  expect(await scenarios('loanConfirm')).toEqual(PRODUCTS.flatMap((p) => [p.productId, `${p.productId} requote`]));
  expect(await scenarios('loanPush')).toEqual(PRODUCTS.map((p) => p.productId));
  expect(await scenarios('problemDetail')).toEqual(COMPLAINTS.map((c) => String(c.id)));
  expect(await scenarios('channelTemplate')).toEqual(TEMPLATE_IDS.map((id) => `template ${id}`));
  // Only plays for endpoints that declare an answer: a play for an endpoint that lost it would check nothing.
  expect(Object.keys(PLAYS).filter((endpoint) => !(endpoint in answers))).toEqual([]);
});

describe.each(Object.entries(ANSWER_FORMS))('every sandbox answer with %s still fits, read as the screens read it', (_, form) => {
  test.each(Object.keys(answers))('%s', async (endpoint) => {
    const played = await play(endpoint, 'es', { reshape: { path: '*', ...form } });
    expect(played.misfits).toEqual([]);
    expect(played.successes).toBeGreaterThan(0);
  });
});

test('an answer that drifts from its declaration fails the contract, naming the scenario and the first place', async () => {
  const path = '/v3/loan-details/loan-details';
  const drifted = { orderStatus: 'en curso', productName: 'Presto Rápido' };
  const played = await play('loanDetails', 'es', { respond: { path, body: { success: true, code: 0, message: 'ok', data: drifted } } });
  expect(played.misfits).toHaveLength(ORDERS.length);
  expect(played.misfits[0]).toBe(
    `${ORDERS[0]!.orderId} (es): endpoint loanDetails: the answer does not fit at data/orderStatus: type {"type":"integer"}`,
  );
  const emptied = await play('problemList', 'en', { fail: { path: '/user-problem/problem-list', mode: 'data-empty' } });
  expect(emptied.misfits).toEqual(['tabs (en): endpoint problemList: the answer does not fit at data: type {"type":"array"}']);
});
