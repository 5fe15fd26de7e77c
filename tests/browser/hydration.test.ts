import type { Page, Response, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Languages } from '../../schemas/types.ts';
import { pathFor } from '../../tools/atlas/discover.ts';
import { variantsOf } from '../../tools/atlas/variants.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { copy } from '../support/copy.ts';
import { startAppForFile } from './fixture.ts';

// Each route's document draws its screen, in the borrower's language, before the page's code is here; the code
// then takes that drawing over as it is. What the borrower does meanwhile counts.
const app = startAppForFile();
const compiled = compiledPages();
const languages = compiled.shared.languages as Languages;

/** Holds every request of `file` until released, as a slow network would: the page's code does not arrive. */
async function holdRequests(page: Page, file: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(file, async (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return async () => {
    open = true;
    for (const route of held.splice(0)) await route.continue();
  };
}
const DRAWING_CODE = /\/assets\/draw-[\w-]+\.js$/;

/** Opens `path` in Spanish with the drawing code held back: the page is its document's drawing until `release`. */
async function openBeforeCode(path: string) {
  let release!: () => Promise<void>;
  const opened = await app.open(path, {
    lang: 'es',
    waitUntil: 'commit',
    beforeLoad: async (page) => {
      release = await holdRequests(page, DRAWING_CODE);
    },
  });
  return { ...opened, release };
}

const documents = compiled.shared.routes
  .filter(({ route }) => route.startsWith('/'))
  .flatMap(({ screen, route }) => Object.keys(languages.packs).map((language) => ({ screen, route, language })));

test.each(documents)(
  '$route in $language: drawn by its document in its language, and taken over as drawn, its language left alone',
  async ({ screen, route, language }) => {
    const query = variantsOf(compiled.screens[screen]![language]!.screen)[0]!.query;
    let documentResponse!: Promise<Response>;
    const { page, errors } = await app.open(pathFor(route, query, language, languages), {
      waitUntil: 'commit',
      beforeLoad: async (opened) => {
        documentResponse = opened.waitForResponse((r) => r.request().isNavigationRequest() && r.frame() === opened.mainFrame());
        // Setting `lang`, even to what it is, has the browser restyle and lay out the whole page again.
        await opened.addInitScript(() => {
          const sets: string[] = [];
          (window as { langSets?: string[] }).langSets = sets;
          new MutationObserver((records) => {
            for (const record of records) if (record.target === document.documentElement) sets.push(document.documentElement.lang);
          }).observe(document, { subtree: true, attributeFilter: ['lang'] });
        });
      },
    });
    // The document itself, before any of the page's code ran: the screen, in the language asked for.
    const html = await (await documentResponse).text();
    expect(html).toContain(`"screen":"${screen}","language":"${language}"`);
    expect(html).toMatch(new RegExp(`<html lang="${language}">`));
    await page.locator(`[data-screen="${screen}"]:is([data-phase=ready], [data-phase=failed])`).waitFor();
    // A mismatch is said on the console as an error (src/drawApp.tsx): none.
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // The document said the language already: the page's code left it as it was.
    expect(await page.evaluate(() => (window as { langSets?: string[] }).langSets)).toEqual([]);
  },
);

describe("before the page's code is here", () => {
  const t = copy('es');
  const NEXT = '/complainPageNext?problemType=2&orderNo=ORD180';

  test('what the borrower types stays, counts once the code is in, and a tap on Submit sends it then', async () => {
    const { page, errors, release } = await openBeforeCode(NEXT);
    const text = page.locator('textarea[name=problemDetail]');
    await text.waitFor();
    const typed = 'Me cobraron dos veces';
    await text.pressSequentially(typed);
    // Tapped before the code: never sent by the browser itself (the address does not change), kept for later.
    await page.getByRole('button', { name: t.complaint!.submit!, exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/complainPageNext');
    expect(await app.requests('/user-problem/problem-save')).toHaveLength(0);

    await release();
    await page.locator('[data-screen=complaintNext][data-phase=ready]').waitFor();
    expect(await text.inputValue()).toBe(typed);
    await expect.poll(() => page.locator('.r-counter').first().textContent()).toBe(`${typed.length}/200`);
    // The tap took effect once the code was in: the complaint went with what was typed.
    await expect.poll(async () => (await app.requests('/user-problem/problem-save')).length).toBe(1);
    expect((await app.requests('/user-problem/problem-save'))[0]!.body).toMatchObject({ problemDetail: typed, orderNo: 'ORD180' });
    expect(errors).toEqual([]);
  });

  test('its placeholders keep still until the code has the page; a placeholder pulses from then on', async () => {
    const { page, errors, release } = await openBeforeCode('/confirm?productId=P-PRESTO');
    await page.locator('.r-placeholder').first().waitFor();
    const pulse = () =>
      page.evaluate(() => {
        // A placeholder of the page, or one drawn afresh once the page's own have made way for the answer.
        const placeholder =
          document.querySelector('.r-placeholder') ?? document.getElementById('root')!.appendChild(document.createElement('span'));
        placeholder.classList.add('r-placeholder');
        return getComputedStyle(placeholder).animationName;
      });
    expect(await pulse()).toBe('none');
    await release();
    await page.locator('[data-screen=loanConfirm][data-phase=ready]').waitFor();
    expect(await pulse()).toBe('r-pulse');
    expect(errors).toEqual([]);
  });

  test('the code has the page before its answer: placeholders pulse, and the table of screens waits for ready', async () => {
    let release!: () => Promise<void>;
    const { page, errors } = await app.open('/complaintList', {
      lang: 'es',
      waitUntil: 'commit',
      beforeLoad: async (opened) => {
        release = await holdRequests(opened, /\/user-problem\/problem-list/);
        await opened.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('[data-phase=ready]')) return;
            (window as { readyAt?: number }).readyAt = performance.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, childList: true });
        });
      },
    });
    // React's first commit, with the answer still out, lets the placeholders pulse.
    await page.locator('html:not([data-code-pending]) [data-screen=complaintList][data-phase=loading]').waitFor();
    await release();
    await page.locator('[data-screen=complaintList][data-phase=ready]').waitFor();
    const asked = () =>
      page.evaluate(() => {
        const table = performance.getEntriesByType('resource').find((entry) => /\/screens-[\w-]+\.js$/.test(entry.name));
        return table && { table: table.startTime, ready: (window as { readyAt?: number }).readyAt ?? Number.NaN };
      });
    await expect.poll(asked).toBeDefined();
    const { table, ready } = (await asked())!;
    expect(table).toBeGreaterThanOrEqual(ready);
    expect(errors).toEqual([]);
  });

  test('a tick taken off before the code counts once it is in: Submit stays inactive', async () => {
    const { page, errors, release } = await openBeforeCode('/confirm?productId=P-PRESTO');
    const agreement = page.locator('.r-checkbox input[type=checkbox]');
    await agreement.waitFor();
    expect(await agreement.isChecked()).toBe(true);
    await page.locator('.r-checkbox').click();
    // Kept, not done by the browser itself: the box says so only once the code can act on it.
    expect(await agreement.isChecked()).toBe(true);
    await release();
    await page.locator('[data-screen=loanConfirm][data-phase=ready]').waitFor();
    await expect.poll(() => agreement.isChecked()).toBe(false);
    const submit = page.getByRole('button', { name: t.confirm!.submit!, exact: true });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('a kind that throws as it draws ends in the message with Retry, not a blank page', async () => {
  const t = copy('es');
  app.faults.set(/\/assets\/FloatingButton-[\w-]+\.js$/, 'throw');
  const { page, errors } = await app.open('/repayDelay?productId=P-LANA&orderId=ORD174D&userId=U2002', { lang: 'es' });
  const alert = page.locator('#root [role=alert]');
  await alert.waitFor();
  expect(await alert.textContent()).toContain(t.ui!.loadFailed);
  await alert.getByRole('button', { name: t.ui!.retry!, exact: true }).waitFor();
  // Reported, not swallowed: the page said what threw.
  expect(errors.join(' ')).toContain('a kind that throws as it draws');
});
