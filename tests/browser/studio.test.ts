import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { goToLine } from '../../tools/harness/studioServer.ts';
import { API } from '../../tools/studio/protocol.ts';
import { studioUnderTest } from './studioUnderTest.ts';

// The studio as a staffer uses it, on a copy of pages.yaml: a mistake marked where it is, a copy change saved
// and shown on the phone, a save that has problems or comes after a change on disk, where-used.
const under = studioUnderTest('studio');
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

async function showScreen(page: Page, screen: string, heading: string): Promise<void> {
  await page.locator('#follow').uncheck();
  await page.locator('#pick-screen').selectOption(screen);
  try {
    await page.frameLocator('#phone').getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\nthe studio then: ${await phoneState(page)}`);
  }
}

/** The page in the studio's phone (not a frame that page holds, as the official site's documents). */
const phoneFrame = async (page: Page) => (await page.locator('#phone').elementHandle())?.contentFrame() ?? undefined;

/** Where the phone is and what it shows, for a failure to say. */
async function phoneState(page: Page): Promise<string> {
  const frame = await phoneFrame(page);
  const text = async (f: () => Promise<string | null>) => (await f().catch((e: Error) => `(${e.message.split('\n')[0]})`))?.slice(0, 300);
  return JSON.stringify({
    picked: await text(() => page.locator('#pick-screen').inputValue()),
    src: await text(() => page.locator('#phone').getAttribute('src')),
    at: frame?.url() ?? 'no page in the phone',
    note: await text(() => page.locator('#preview-note').textContent()),
    status: await text(() => page.locator('#status').textContent()),
    shows: frame ? await text(() => frame.locator('body').textContent({ timeout: 2000 })) : '',
  });
}

test('a mistake is marked at its line; fixed, then a copy change is saved and shows on the phone', { timeout: 120_000 }, async () => {
  const page = await under.open();
  const line = lineOf(under.original, '  complaintTextMax: 200');
  await goToLine(page, line, '  complaintTextMax: '.length);
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('two hundred');
  // How soon (about half a second) is a figure of `npm run studio-timing`; here only that the mark is on its line.
  const marked = page.locator('.cm-line', { has: page.locator('.cm-lintRange-error') });
  await marked.waitFor({ timeout: 30_000 });
  expect(await marked.allTextContents()).toEqual(['  complaintTextMax: two hundred']);
  // A check of the text as it was mid-typing ("tw") may be shown first; the one of the whole word follows.
  await expect.poll(() => page.locator('.cm-lintRange-error').textContent()).toBe('two');
  const problem = page.locator('#problems button');
  await expect
    .poll(() => problem.allTextContents())
    .toEqual([`pages.yaml:${line}:21 constant complaintTextMax must be a whole number, got "two hundred"`]);
  await expect.poll(() => page.locator('#status').textContent()).toBe('Unsaved changes · 1 problem');

  // The list jumps to the problem: the cursor goes there from anywhere.
  await goToLine(page, 1);
  await problem.click();
  await expect.poll(() => page.locator('.cm-activeLine').textContent()).toBe('  complaintTextMax: two hundred');

  // Fixed: the value typed back (undo would need as many steps as the typing took undo groups).
  await goToLine(page, line, '  complaintTextMax: '.length);
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('200');
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor({ timeout: 5000 });
  expect(await page.locator('.cm-lintRange-error').count()).toBe(0);

  await showScreen(page, 'customerService', 'Atención al cliente');
  const copy = lineOf(under.original, '          title: Atención al cliente');
  await goToLine(page, copy, '          title: '.length);
  await page.keyboard.press('End');
  await page.keyboard.type(' 24/7');
  await page.keyboard.press('Control+s');
  // How soon it shows (within 2 s) is measured by `npm run studio-timing`, not by a test on a busy machine.
  await page.frameLocator('#phone').getByRole('heading', { name: 'Atención al cliente 24/7' }).waitFor({ timeout: 10_000 });
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor();
  const lines = readFileSync(under.file, 'utf8').split('\n');
  const before = under.original.split('\n');
  expect(lines.filter((l, i) => l !== before[i])).toEqual(['          title: Atención al cliente 24/7']);
  await page.close();
});

test('a text with problems can be saved; the phone keeps the last version that passed, and says so', { timeout: 120_000 }, async () => {
  const page = await under.open();
  await showScreen(page, 'customerService', 'Atención al cliente');
  await goToLine(page, lineOf(under.original, '  complaintTextMax: 200'), '  complaintTextMax: '.length);
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('two hundred');
  await page.keyboard.press('Control+s');
  await expect.poll(() => readFileSync(under.file, 'utf8').includes('  complaintTextMax: two hundred')).toBe(true);
  await page.locator('#preview-note', { hasText: 'still shows the last version that passed the check' }).waitFor({ timeout: 10_000 });
  expect(await page.locator('#preview-note').textContent()).toContain('the saved pages.yaml and its documents have 1 problem');
  await page.frameLocator('#phone').getByRole('heading', { name: 'Atención al cliente' }).waitFor();
  // A screen not opened yet still opens, from the last version that passed.
  await showScreen(page, 'complaintList', 'Mis quejas');
  await page.close();
});

test('a screen picked while the first one still opens is the one shown, whichever state call is answered last', {
  timeout: 120_000,
}, async () => {
  const page = await under.browser.newPage({ viewport: { width: 1400, height: 900 } });
  // What the page has sent to /state, counted as it sends: the routes below see each call only later.
  const stateCall = `${API}/state`;
  await page.addInitScript(`{
    const send = fetch;
    window.stateCalls = 0;
    window.fetch = (input, init) => {
      if (String(input).endsWith(${JSON.stringify(stateCall)})) window.stateCalls++;
      return send(input, init);
    };
  }`);
  // The first screen's state call waits until every later one has been answered: the worst order the network allows.
  let first: { route: Route; finished: Promise<unknown> } | undefined;
  let answered = 0;
  await page.route(`**${stateCall}`, async (route) => {
    if (!first) {
      first = { route, finished: page.waitForEvent('requestfinished', (r) => r === route.request()) };
      return;
    }
    await route.fulfill({ response: await route.fetch() });
    answered++;
  });
  await page.goto(`${under.studio.url}__studio`);
  await expect.poll(() => first !== undefined, { timeout: 60_000 }).toBe(true);
  await page.locator('#follow').uncheck();
  await page.locator('#pick-screen').selectOption('customerService');
  const sent = (await page.evaluate('window.stateCalls')) as number;
  await expect.poll(() => answered).toBe(sent - 1);
  await first!.route.continue();
  await first!.finished;
  // A turn of the page's tasks after the late answer: time for it to move the phone, if it would. The phone opens
  // nothing before then (the first call was held), so the first address it gets is the one it keeps.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const phone = () => page.locator('#phone').getAttribute('src');
  await expect.poll(phone, { timeout: 30_000 }).not.toBeNull();
  expect(new URL((await phone())!, under.studio.url).pathname).toBe('/customerService');
  await page.frameLocator('#phone').getByRole('heading', { name: 'Atención al cliente', exact: true }).first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('#preview-note').textContent()).not.toBe('Opening…');
  await page.close();
});

test("a screen picked as the app on the phone reloads (the dev server's reload after a save) is the one shown", {
  timeout: 120_000,
}, async () => {
  const page = await under.open();
  const phone = () => phoneFrame(page);
  await expect.poll(async () => new URL((await phone())?.url() ?? 'about:blank').pathname, { timeout: 30_000 }).toBe('/');
  // The dev server's reload reaches the page on the phone as the studio sends the phone away from it: the reload
  // starts after the picked screen's request, so it cancels that navigation, as it does when it comes by itself.
  let overtaken = false;
  await page.route('**/customerService?*', async (route) => {
    if (!overtaken && route.request().isNavigationRequest()) {
      overtaken = true;
      const reload = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/');
      await (await phone())?.evaluate(() => location.reload()).catch(() => undefined);
      await reload;
    }
    await route.continue().catch(() => undefined);
  });
  await showScreen(page, 'customerService', 'Atención al cliente');
  expect(overtaken).toBe(true);
  expect(new URL((await phone())!.url()).pathname).toBe('/customerService');
  await page.close();
});

test("a state whose page reloads while its taps are replayed (the dev server's reload after a save) is reached", {
  timeout: 120_000,
}, async () => {
  const page = await under.open();
  // The app reloads at the state's tap, once: the reload takes away what the tap opened, as a late one does.
  await page.addInitScript(() => {
    if (location.pathname !== '/complaint' || sessionStorage.getItem('reloaded')) return;
    const reload = () => {
      sessionStorage.setItem('reloaded', 'at the tap');
      location.reload();
    };
    document.addEventListener('click', reload, { capture: true, once: true });
  });
  await page.locator('#follow').uncheck();
  await page.locator('#pick-screen').selectOption('complaintEntry');
  await page.locator('#pick-state').selectOption('complaintEntry.modal-orderPicker.es');
  const note = () => page.locator('#preview-note').textContent();
  await expect.poll(note, { timeout: 60_000 }).toMatch(/^(Reached by|Could not)/);
  expect(await note(), await phoneState(page)).toBe('Reached by: tap «Todas».');
  const phone = (await phoneFrame(page))!;
  expect(await phone.evaluate(() => sessionStorage.getItem('reloaded'))).toBe('at the tap');
  await phone.locator('dialog[data-modal=orderPicker][open]').waitFor({ timeout: 15_000 });
  await page.close();
});

test('a save after pages.yaml changed on disk is refused and offers to reload', { timeout: 120_000 }, async () => {
  const page = await under.open();
  const elsewhere = under.original.replace('  complaintImagesMax: 9', '  complaintImagesMax: 8');
  writeFileSync(under.file, elsewhere);
  await goToLine(page, lineOf(under.original, '  complaintTextMax: 200'), '  complaintTextMax: '.length);
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('150');
  await page.keyboard.press('Control+s');
  await page.locator('#banner', { hasText: 'changed on disk since the studio read it' }).waitFor();
  expect(readFileSync(under.file, 'utf8')).toBe(elsewhere);
  await page.getByRole('button', { name: 'Reload pages.yaml from disk' }).click();
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor();
  await goToLine(page, lineOf(under.original, '  complaintImagesMax: 9'));
  expect(await page.locator('.cm-activeLine').textContent()).toBe('  complaintImagesMax: 8');
  expect(await page.locator('#banner').isHidden()).toBe(true);
  await page.close();
});

test('where-used lists the screens of the constant under the cursor; picking one moves the phone there', { timeout: 120_000 }, async () => {
  const page = await under.open();
  const line = lineOf(under.original, 'maxLength: const.complaintTextMax');
  await goToLine(page, line, under.original.split('\n')[line - 1]!.indexOf('const.') + 3);
  const where = page.locator('#where');
  await where.getByText('is used on 2 screens').waitFor();
  expect(await where.locator('li').allTextContents()).toEqual(['complaintDetails/complainDetails', 'complaintNext/complainPageNext']);
  await page.locator('#follow').uncheck();
  await where.getByRole('button', { name: 'complaintNext' }).click();
  await expect.poll(() => page.locator('#pick-screen').inputValue()).toBe('complaintNext');
  await expect.poll(() => page.frame({ url: /complainPageNext/ }) !== null, { timeout: 15_000 }).toBe(true);
  // On the definition of a copy text in a language pack, too.
  await goToLine(page, lineOf(under.original, '          emptyText: Please provide'), 12);
  await where.getByText('t.complaint.emptyText').waitFor();
  await page.close();
});

test('the Field reports tab shows what the phone reported: a screen whose data failed to load, by its call', {
  timeout: 120_000,
}, async () => {
  const page = await under.open();
  await page.locator('#follow').uncheck();
  await page.locator('#pick-screen').selectOption('customerService');
  await page.locator('#pick-state').selectOption('customerService.page.failed.es');
  await page.frameLocator('#phone').locator('[data-screen=customerService][data-phase=failed]').waitFor({ timeout: 60_000 });
  // The reporting code comes once the screen shows its message; what it noted goes when the page is left.
  const phoneLoaded = (name: string) =>
    page
      .locator('#phone')
      .evaluate(
        (frame: HTMLIFrameElement, wanted) =>
          frame.contentWindow!.performance.getEntriesByType('resource').some((e) => e.name.includes(wanted)),
        name,
      );
  await expect.poll(() => phoneLoaded('fieldClient'), { timeout: 30_000 }).toBe(true);
  await page.locator('#pick-screen').selectOption('aboutUs');

  await page.getByRole('tab', { name: 'Field reports' }).click();
  const cells = (table: string) =>
    page
      .getByRole('table', { name: table })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.locator('#field-status', { hasText: 'Read at' }).waitFor();
        return cells('Failures by kind and screen');
      },
      { timeout: 30_000 },
    )
    .toContainEqual(['call', 'customerService', '1']);
  expect((await cells('Failures, newest first')).map((row) => row.slice(2, 6))).toContainEqual([
    'call',
    'customerService',
    '/customerService',
    'call contactInfo failed (HTTP 500)',
  ]);
  await page.close();
});

test('has no accessibility problem axe can find, in any tab', { timeout: 120_000 }, async () => {
  const page = await under.open();
  await page.addScriptTag({ content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') });
  const problems = async () => {
    const { violations } = (await page.evaluate('axe.run(document)')) as { violations: { id: string; impact: string }[] };
    return violations.filter((v) => v.impact !== 'minor').map((v) => `${v.impact} ${v.id}`);
  };
  expect(await problems()).toEqual([]);
  await page.getByRole('tab', { name: 'Translations' }).click();
  await page.getByRole('textbox', { name: 'complaint.emptyText in en' }).waitFor();
  expect(await problems()).toEqual([]);
  await page.getByRole('tab', { name: 'Field reports' }).click();
  await page.locator('#field-status', { hasText: 'Read at' }).waitFor();
  expect(await problems()).toEqual([]);
  await page.close();
});

test('Ctrl+Shift+Z redoes on Windows as on Linux, and Ctrl+Y too', { timeout: 120_000 }, async () => {
  const page = await under.browser.newPage({ viewport: { width: 1400, height: 900 } });
  // The editor picks its keys by platform when it loads: as on a staffer's Windows computer.
  await page.addInitScript("Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'Win32' })");
  await page.goto(`${under.studio.url}__studio`);
  await page.locator('#status', { hasText: 'Saved · no problems' }).waitFor({ timeout: 60_000 });
  await goToLine(page, lineOf(under.original, '  complaintTextMax: 200'), '  complaintTextMax: '.length);
  await page.keyboard.press('Shift+End');
  // One input, so one step of history whatever the machine's speed (keys typed 500 ms apart are steps of their own).
  await page.keyboard.insertText('150');
  const line = () => page.locator('.cm-activeLine').textContent();
  for (const redo of ['Control+Shift+z', 'Control+y']) {
    await page.keyboard.press('Control+z');
    expect(await line()).toBe('  complaintTextMax: 200');
    await page.keyboard.press(redo);
    expect(await line(), redo).toBe('  complaintTextMax: 150');
  }
  await page.close();
});
