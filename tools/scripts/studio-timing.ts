/**
 * How long the studio's editor takes to answer hover and completion on the real pages.yaml, in Chromium as a
 * staffer uses it: the same spots as `npm run lsp-timing` (tools/scripts/lsp-probes.ts), each several times. A hover is
 * timed from the mouse coming to rest on the word to the description showing (the editor waits 100 ms of rest
 * before it asks, as editors do, and that wait is counted); a completion from Ctrl+Space to the list showing.
 * Then how soon a mistake is marked: from the last key of a mistake typed (a constant written in words) to its
 * underline in the text (the studio waits for a 400 ms pause in typing, then asks the dev server's checker). And
 * how long a save takes to show on the phone: from Ctrl+S to the preview showing the saved copy text. It runs on
 * a copy of pages.yaml, so the real file is never written.
 * Prints medians and the worst; exits 1 when an answer lacks what it should say, when a hover or completion median
 * is over 300 ms, or when the mark or the save-to-preview median is over 2 s.
 *
 *   npm run studio-timing [-- --samples 5] [-- --only 'type of']
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { median } from '../bench/median.ts';
import { launchBrowser } from '../harness/browser.ts';
import { variantOfPages } from '../harness/buildApp.ts';
import { goToLine, startStudio } from '../harness/studioServer.ts';
import { findLine, type Probe, probes } from './lsp-probes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({ options: { samples: { type: 'string', default: '5' }, only: { type: 'string' } } });
const samples = Math.max(1, Number(options.samples));
const BUDGET_MS = 300;
const SAVE_BUDGET_MS = 2000;
const MARK_BUDGET_MS = 2000;
const lines = readFileSync(resolve(ROOT, 'pages.yaml'), 'utf8').split('\n');
// A copy the saves may write; the same lines, so the probes find the same spots.
const file = variantOfPages('studio-timing', (text) => `${text}\n`);

/**
 * Starts watching, in the page, for an element matching `selector` that holds every word, and resolves once the
 * watch is in place with a function that waits for the ms from the last `start` event to that element showing.
 * Written as source text: functions defined inside a Playwright callback would get tsx's name helper, which does
 * not exist in the page.
 */
async function timeUntil(page: Page, start: 'mousemove' | 'keydown', selector: string, words: string[]): Promise<() => Promise<number>> {
  const args = JSON.stringify({ start, selector, words });
  await page.evaluate(`window.__studioTiming = new Promise((done, fail) => {
    const { start, selector, words } = ${args};
    let began = 0;
    const mark = () => { began = performance.now(); };
    addEventListener(start, mark, { capture: true });
    const stop = () => { observer.disconnect(); removeEventListener(start, mark, { capture: true }); clearTimeout(timer); };
    const observer = new MutationObserver(() => {
      const el = document.querySelector(selector);
      if (!began || !el || !words.every((w) => el.textContent.includes(w))) return;
      stop();
      done(performance.now() - began);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => {
      stop();
      fail(new Error('no ' + selector + ' with ' + words.join(', ') + ' within 10 s: ' + (document.querySelector(selector)?.textContent ?? 'nothing shown')));
    }, 10000);
  }), undefined`);
  return () => page.evaluate('window.__studioTiming') as Promise<number>;
}

async function hover(page: Page, probe: Probe): Promise<number> {
  const line = findLine(lines, probe.path);
  const col = lines[line]!.search(/\S/);
  await page.mouse.move(0, 0);
  await page.locator('.cm-tooltip-hover').waitFor({ state: 'detached' });
  await goToLine(page, line + 1, col);
  // The cursor is at the start of the line's first word: a few pixels right of it is on the word.
  const cursor = (await page.locator('.cm-cursor-primary').boundingBox())!;
  const box = { x: cursor.x + 8, y: cursor.y + cursor.height / 2 };
  const timed = await timeUntil(page, 'mousemove', '.cm-tooltip-hover', probe.expect);
  await page.mouse.move(box.x, box.y, { steps: 2 });
  return timed();
}

async function complete(page: Page, probe: Probe): Promise<number> {
  const line = findLine(lines, probe.path);
  const indent = /^\s*/.exec(lines[line]!)![0];
  await goToLine(page, line + 1, 0);
  await page.keyboard.insertText(`${indent}${probe.insert ?? ''}\n`);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  const timed = await timeUntil(page, 'keydown', '.cm-tooltip-autocomplete', probe.expect);
  await page.keyboard.press('Control+Space');
  const ms = await timed();
  await page.keyboard.press('Escape');
  await undoAll(page);
  return ms;
}

/** Back to the file as it is, so every sample starts from the same text. */
async function undoAll(page: Page): Promise<void> {
  while ((await page.locator('#status').textContent())?.startsWith('Unsaved')) await page.keyboard.press('Control+z');
}

/** From the last key of `complaintTextMax: two hundred` typed to the mistake's underline. */
async function markMistake(page: Page): Promise<number> {
  const line = lines.findIndex((l) => l.startsWith('  complaintTextMax: '));
  await goToLine(page, line + 1, '  complaintTextMax: '.length);
  await page.keyboard.press('Shift+End');
  const timed = await timeUntil(page, 'keydown', '.cm-lintRange-error', ['two']);
  await page.keyboard.type('two hundred');
  const ms = await timed();
  await undoAll(page);
  await page.locator('.cm-lintRange-error').waitFor({ state: 'detached' });
  return ms;
}

/** From Ctrl+S to the phone showing customer service's title saved as `title`. */
async function saveToPreview(page: Page, title: string): Promise<number> {
  const line = lines.findIndex((l) => l.startsWith('          title: Atención al cliente'));
  await goToLine(page, line + 1, '          title: '.length);
  await page.keyboard.press('Shift+End');
  await page.keyboard.insertText(title);
  const saved = Date.now();
  await page.keyboard.press('Control+s');
  await page.frameLocator('#phone').getByRole('heading', { name: title, exact: true }).waitFor({ timeout: 10_000 });
  return Date.now() - saved;
}

const studio = await startStudio(file);
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${studio.url}__studio`);
  await page.locator('#status', { hasText: 'no problems' }).waitFor({ timeout: 60_000 });
  const chosen = probes.filter((p) => !options.only || p.name.includes(options.only));
  console.log(
    `studio editor on pages.yaml (${lines.length} lines), Chromium, ${samples} samples per spot, load ${loadavg()[0]!.toFixed(1)}`,
  );
  let over = false;
  const figure = (name: string, what: string, times: number[], budget: number) => {
    const mid = median(times);
    over ||= mid > budget;
    console.log(
      `${name.padEnd(10)} ${what.padEnd(46)} median ${mid.toFixed(0).padStart(4)} ms  max ${Math.max(...times)
        .toFixed(0)
        .padStart(4)} ms`,
    );
  };
  for (const probe of chosen) {
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await (probe.kind === 'hover' ? hover(page, probe) : complete(page, probe)));
    figure(probe.kind, probe.name, times, BUDGET_MS);
  }
  if (!options.only) {
    const marks: number[] = [];
    for (let i = 0; i < samples; i++) marks.push(await markMistake(page));
    figure('mark', 'last key of a mistake until it is underlined', marks, MARK_BUDGET_MS);
    await page.locator('#follow').uncheck();
    await page.locator('#pick-screen').selectOption('customerService');
    const saves: number[] = [];
    for (let i = 0; i < samples; i++) saves.push(await saveToPreview(page, `Atención al cliente ${i + 1}`));
    figure('save', 'Ctrl+S until the phone shows the saved text', saves, SAVE_BUDGET_MS);
  }
  console.log(`load after: ${loadavg()[0]!.toFixed(1)}`);
  if (over) {
    console.error(
      `a median is over its budget (${BUDGET_MS} ms for hover and completion, ${MARK_BUDGET_MS} ms for a mark, ${SAVE_BUDGET_MS} ms for a save)`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await browser.close();
  await studio.close();
}
