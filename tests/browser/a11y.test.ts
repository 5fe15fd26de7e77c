import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { t as serverText } from '../../sandbox/seed/texts.ts';
import { constant, copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';
import { LANG_PARAM, LANG_VALUE, LANGS, type Lang } from '../support/language.ts';
import { compiledPages } from '../support/compiledPages.ts';

/**
 * axe-core on every screen of the compiled pages.yaml and every modal of each, in Spanish and English.
 * Critical, serious and moderate violations fail the test, listed by rule and node.
 */

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const compiled = compiledPages();
const FAILING = new Set(['critical', 'serious', 'moderate']);

const REGISTER = '/register?id=1&app_from=fb&user_from=ad7&utm_tag=summer';
const PLAN = '/repay?productId=P-PRESTO&orderId=ORD174';
const COMPLAINT_NEXT = '/complainPageNext?problemType=3&orderNo=ORD180';

/** The query a screen needs to load (README's table of pages, sandbox scenarios); screens not named need none. */
const QUERY: Record<string, string> = {
  promoRegister: REGISTER,
  promoDownload: `${REGISTER}#/downloadTemplate`,
  promoAgreement: `${REGISTER}#/agreementTemplate`,
  complaintEntry: '/complaint?orderId=ORD180',
  complaintNext: COMPLAINT_NEXT,
  complaintDetails: '/complainDetails?problemId=1001',
  repaymentPlan: PLAN,
  extension: '/repayDelay?productId=P-LANA&orderId=ORD174D',
  repaymentInstruction: '/carpmm?productId=P-PRESTO&orderId=ORD174&amount=196400&payCode=93924716693091&requestType=1',
  loanConfirm: '/confirm?productId=P-PRESTO',
  loanDetails: '/loan/details?productId=P-PRESTO&orderId=ORD174',
  loanAgreement: '/agreement?orderNo=ORD174',
  cardRepay: '/bindBank?orderId=ORD174&amount=202140&userId=U1001',
};

/** Other states of a screen whose markup differs: other order statuses, a failed load. */
const VARIANTS: { screen: string; name: string; path: string; fail?: string }[] = [
  { screen: 'loanDetails', name: 'paid (200)', path: '/loan/details?productId=P-PRESTO&orderId=ORD200' },
  { screen: 'loanDetails', name: 'rejected (110)', path: '/loan/details?productId=P-CREDIYA&orderId=ORD110' },
  { screen: 'loanConfirm', name: 'without coupon', path: '/confirm?productId=P-CREDIYA' },
  { screen: 'complaintList', name: 'failed load with Retry', path: '/complaintList', fail: '/user-problem/problem-list' },
];

type Texts = ReturnType<typeof copy>;
interface ModalRecipe {
  path: string;
  /** The modal runs on timers (auto close, delayed open): the page gets Playwright's paused clock. */
  clock?: boolean;
  open(page: Page, t: Texts, lang: Lang): Promise<unknown>;
}

const rate = async (page: Page, t: Texts) => {
  const score = page.locator('dialog[data-modal=score][open]');
  await score.getByRole('radio', { name: /^1\b/ }).click();
  await score.getByRole('button', { name: t.rating!.submit!, exact: true }).click();
};

/** How a borrower opens each modal of pages.yaml, keyed screen.modal. */
const MODALS: Record<string, ModalRecipe> = {
  'testPreview.location': {
    path: '/testPreview',
    async open(page, t) {
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: 19.4326, longitude: -99.1332, accuracy: 25 });
      await page.getByRole('button', { name: t.preview!.locate!, exact: true }).click();
    },
  },
  'complaintEntry.subTypes': {
    path: '/complaint?orderId=ORD174',
    open: (page, _t, lang) => page.locator('.r-list-cards .r-list-tap', { hasText: serverText(lang, 'type.1') }).click(),
  },
  'complaintEntry.orderPicker': {
    path: '/complaint?orderId=ORD180',
    open: (page, t) => page.getByRole('button', { name: t.complaint!.allOrders!, exact: true }).click(),
  },
  'complaintNext.saved': {
    path: COMPLAINT_NEXT,
    clock: true,
    async open(page, t) {
      await page.locator('#field-problemDetail').fill('Quiero cambiar la fecha de pago.');
      await page.getByRole('button', { name: t.complaint!.submit!, exact: true }).click();
    },
  },
  'complaintDetails.score': {
    path: '/complainDetails?problemId=1001',
    clock: true,
    open: (page) => page.clock.runFor(Number(constant('ratingModalDelayMs')) + 50),
  },
  'complaintDetails.thanks': {
    path: '/complainDetails?problemId=1001',
    clock: true,
    async open(page, t) {
      await page.clock.runFor(Number(constant('ratingModalDelayMs')) + 50);
      await rate(page, t);
    },
  },
  'repaymentPlan.barcode': {
    path: PLAN,
    open: (page, t) => page.getByRole('button', { name: t.channel!.showBarcode!, exact: true }).first().click(),
  },
  'extension.barcode': {
    path: '/repayDelay?productId=P-LANA&orderId=ORD174D',
    open: (page, t) => page.getByRole('button', { name: t.channel!.showBarcode!, exact: true }).first().click(),
  },
  'loanConfirm.pop': { path: '/confirm?productId=P-POP', clock: true, open: async () => undefined },
  'loanDetails.reminder': {
    path: '/loan/details?productId=P-LANA&orderId=ORD174D',
    open: (page, t) => page.getByRole('button', { name: t.details!.extend!, exact: true }).click(),
  },
  'loanDetails.score': { path: '/loan/details?productId=P-LANA&orderId=ORD180S', open: async () => undefined },
  'loanDetails.thanks': { path: '/loan/details?productId=P-LANA&orderId=ORD180S', open: rate },
};

/** Every modal block of a screen, wherever it sits in the block tree. */
function modalsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) modalsOf(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'modal' && typeof record.id === 'string') found.push(record.id);
    for (const value of Object.values(record)) modalsOf(value, found);
  }
  return found;
}

const routes = compiled.shared.routes;
const allModals = routes.flatMap(({ screen }) => modalsOf(compiled.screens[screen]!.es!.screen).map((modal) => `${screen}.${modal}`));

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe with its default rules (WCAG A/AA and best practices); a paused clock is stepped so axe's own timers run. */
async function axe(page: Page, paused: boolean): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const run = page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  if (!paused) return run;
  let done = false;
  void run
    .finally(() => {
      done = true;
    })
    .catch(() => undefined);
  // axe schedules each rule with setTimeout(0): step the paused clock 1 ms at a time, far less than any app timer.
  for (let step = 0; !done && step < 1000; step++) await page.clock.runFor(1);
  if (!done) await page.clock.resume();
  return run;
}

function describeViolations(where: string, violations: Violation[]): string[] {
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${where}: ${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
      ),
    );
}

function withLang(path: string, lang: Lang, base: string): string {
  const url = new URL(path, base);
  url.searchParams.set(LANG_PARAM, LANG_VALUE[lang]);
  return url.href;
}

const app = startAppForFile({ reset: false });

test('every modal of pages.yaml has a way to open it here', () => {
  expect(allModals.length).toBeGreaterThan(0);
  expect(allModals.filter((key) => !MODALS[key])).toEqual([]);
});

describe.each(LANGS)('axe-core in %s', (lang) => {
  const t = copy(lang);

  test('every screen and every variant: no critical, serious or moderate violations', async () => {
    const { page } = await app.open('/testPreview', { lang });
    const problems: string[] = [];
    const visit = async (screen: string, where: string, path: string) => {
      await page.goto(withLang(path, lang, app.url));
      await page.locator(`[data-screen=${screen}]:is([data-phase=ready], [data-phase=failed])`).waitFor();
      problems.push(...describeViolations(where, await axe(page, false)));
    };
    for (const { screen, route } of routes) {
      const path = QUERY[screen] ?? (route.startsWith('#/') ? `/${route}` : route);
      await visit(screen, `${screen} (${lang})`, path);
      expect(await page.locator(`[data-screen=${screen}]`).getAttribute('data-phase'), `${screen} loads with ${path}`).toBe('ready');
    }
    for (const variant of VARIANTS) {
      await app.reset();
      if (variant.fail) await app.scenario({ fail: { path: variant.fail, mode: '500' } });
      await visit(variant.screen, `${variant.screen} ${variant.name} (${lang})`, variant.path);
    }
    await app.reset();
    expect(problems).toEqual([]);
  }, 150_000);

  test('every modal open: no critical, serious or moderate violations', async () => {
    const shared = await app.open('/testPreview', { lang });
    const problems: string[] = [];
    for (const key of allModals) {
      const recipe = MODALS[key]!;
      const [screen, modal] = key.split('.') as [string, string];
      await app.reset();
      const { page } = recipe.clock ? await app.open(recipe.path, { lang, pausedClock: true }) : shared;
      if (!recipe.clock) await page.goto(withLang(recipe.path, lang, app.url));
      await page.locator(`[data-screen=${screen}][data-phase=ready]`).waitFor();
      await recipe.open(page, t, lang);
      await page.locator(`dialog[data-modal=${modal}][open] .r-modal-body`).waitFor();
      problems.push(...describeViolations(`${key} (${lang})`, await axe(page, recipe.clock === true)));
      if (recipe.clock) await page.context().close();
    }
    expect(problems).toEqual([]);
  }, 150_000);
});
