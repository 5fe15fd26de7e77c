import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BenchCopy } from '../../tools/bench/benchCopy.ts';
import { layoutShiftBetween } from '../../tools/bench/layoutShiftBetween.ts';
import { PROBE_MESSAGES, type ProbeRecord, probeScript } from '../../tools/bench/probe.ts';
import type { BenchScreen } from '../../tools/bench/screens.ts';
import { launchBrowser } from '../../tools/harness/browser.ts';

// The probe in Chromium on made-up pages: React's traces (handlers on elements, commits) are set by hand.
const URL = 'http://bench.test/';
const copy: BenchCopy = { language: 'es', copy: (key) => JSON.stringify({ title: 'Describe tu problema' }[key]) };
const complaint: BenchScreen = {
  id: 'complaint',
  title: 'complaint',
  path: '/',
  firstDrawWhen: 'title and text area',
  firstDraw: (c) => `(page) => page.says(document.querySelector('h1'), ${c('title')}) && page.visible(document.querySelector('textarea'))`,
  readyWhen: 'the text area takes a character',
  ready: `(page) => page.handles(document.querySelector('textarea'), 'onChange')`,
};
const COMPLAINT_MARKUP = '<h1>Describe tu problema</h1><div id="gap"></div><textarea></textarea>';
// What React leaves when it has attached an element's handlers and committed (hydration's commit here).
const attach = (selector: string, handler: string) => `(() => {
  document.querySelector(${JSON.stringify(selector)}).__reactProps$test = { ${handler}: () => {} };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot(1, {
    current: { tag: 3, flags: 0, child: null, alternate: { memoizedState: { isDehydrated: true } } },
  });
})()`;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
});
afterAll(() => browser?.close());

async function open(screen: BenchScreen, body: string, lang = 'es'): Promise<Page> {
  const page = await context.newPage();
  await page.route(URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="${lang}"><body>${body}</body></html>` }),
  );
  await page.addInitScript({ content: probeScript(screen, copy) });
  return page;
}
const told = (page: Page, message: string) => page.waitForEvent('console', { predicate: (m) => m.text() === message });
const record = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { record(): ProbeRecord } }).__bench.record());
/** Two animation frames: whatever was pending has been drawn. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('markup in the document is a first draw; ready waits for React to attach the handler, with the layout shift between', async () => {
  const page = await open(complaint, COMPLAINT_MARKUP);
  const drawn = told(page, PROBE_MESSAGES.firstDraw);
  const readied = told(page, PROBE_MESSAGES.ready);
  await page.goto(URL);
  await drawn;
  await page.evaluate(() => {
    document.getElementById('gap')!.style.height = '300px';
  });
  await frames(page);
  expect((await record(page)).ready).toBeUndefined();
  await page.evaluate(attach('textarea', 'onChange'));
  await readied;
  const { firstDraw, ready, shifts } = await record(page);
  expect(firstDraw!.at).toBeGreaterThan(0);
  expect(ready!.at).toBeGreaterThan(firstDraw!.after);
  expect(layoutShiftBetween({ firstDraw, ready, shifts })).toBeGreaterThan(0);
  await page.close();
});

test('a screen drawn with its handlers at once (a client render) is first drawn and ready in the same frame', async () => {
  const page = await open(complaint, '<div id="root"></div>');
  const readied = told(page, PROBE_MESSAGES.ready);
  await page.goto(URL);
  // As createRoot does: the elements get their handlers before they enter the document.
  await page.evaluate(`(() => {
    const title = document.createElement('h1');
    title.textContent = 'Describe tu problema';
    const field = document.createElement('textarea');
    field.__reactProps$test = { onChange: () => {} };
    document.getElementById('root').append(title, field);
  })()`);
  await readied;
  const { firstDraw, ready, shifts } = await record(page);
  expect(ready).toEqual(firstDraw);
  expect(layoutShiftBetween({ firstDraw, ready, shifts })).toBe(0);
  await page.close();
});

test('no first draw in another language, nor while the content is hidden', async () => {
  const page = await open(complaint, `<div style="opacity: 0">${COMPLAINT_MARKUP}</div>`, 'en');
  const drawn = told(page, PROBE_MESSAGES.firstDraw);
  await page.goto(URL);
  await frames(page);
  expect((await record(page)).firstDraw).toBeUndefined();
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'es'));
  await frames(page);
  expect((await record(page)).firstDraw).toBeUndefined();
  await page.evaluate(() => document.querySelector('div')!.removeAttribute('style'));
  await drawn;
  await page.close();
});

test("a submit button takes a tap once React has attached its form's onSubmit; the amount must show first", async () => {
  const confirm: BenchScreen = {
    ...complaint,
    firstDraw: () => `(page) => page.visible(document.querySelector('button'))`,
    ready: `(page) => page.filled(document.querySelector('.amount')) && page.handles(document.querySelector('button'), 'onClick')`,
  };
  const page = await open(confirm, '<form><p class="amount"></p><button>Solicitar ahora</button></form>');
  const drawn = told(page, PROBE_MESSAGES.firstDraw);
  const readied = told(page, PROBE_MESSAGES.ready);
  await page.goto(URL);
  await drawn;
  await page.evaluate(attach('form', 'onSubmit'));
  await frames(page);
  expect((await record(page)).ready).toBeUndefined();
  await page.evaluate(() => {
    document.querySelector('.amount')!.textContent = '$2.000,00';
  });
  await readied;
  const { firstDraw, ready } = await record(page);
  expect(ready!.at).toBeGreaterThan(firstDraw!.at);
  await page.close();
});
