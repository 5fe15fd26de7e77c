import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ANSWER_FORMS } from '../sandbox/answerForms.ts';
import type { Lang } from '../support/language.ts';
import { dataScreens } from './dataScreens.ts';
import { startAppForFile } from './fixture.ts';

const app = startAppForFile();

/** What the screen shows once settled, and whether it is drawn (`ready`) or failed. */
async function settled(page: Page, id: string): Promise<{ phase: string | null; text: string }> {
  const screen = page.locator(`[data-screen="${id}"]:is([data-phase=ready], [data-phase=failed])`);
  await screen.waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: what is on screen, without the texts of closed modals.
  const text = await page.locator(`[data-screen="${id}"] .r-screen-main`).innerText();
  return { phase: await screen.getAttribute('data-phase'), text: text.trim() };
}

/** The screen as a borrower sees it with every answer of the sandbox in `form` (none: as the seed writes them). */
async function seen(path: string, id: string, lang: Lang, form?: (typeof ANSWER_FORMS)[keyof typeof ANSWER_FORMS]) {
  await app.scenario({ clear: true, ...(form ? { reshape: { path: '*', ...form } } : {}) });
  const { page, errors } = await app.open(path, { lang });
  try {
    return { ...(await settled(page, id)), errors };
  } finally {
    await page.context().close();
  }
}

const screens = dataScreens().map((screen, i) => ({ ...screen, lang: i % 2 === 0 ? ('es' as const) : ('en' as const) }));

test('every screen with data is in the matrix', () => {
  expect(screens.map((s) => s.id)).toEqual(expect.arrayContaining(['cardRepay', 'loanAgreement', 'loanDetails', 'repaymentPlan']));
});

test.each(screens)(
  '$id ($lang) draws the same page whatever JSON form the specification allows its answers to take',
  { timeout: 60_000 },
  async (screen) => {
    const path = screen.path(screen.lang);
    const plain = await seen(path, screen.id, screen.lang);
    expect(plain.phase).toBe('ready');
    const found: Record<string, unknown> = {};
    for (const [name, form] of Object.entries(ANSWER_FORMS)) {
      const shown = await seen(path, screen.id, screen.lang, form);
      if (shown.phase !== 'ready' || shown.text !== plain.text || shown.errors.length > 0) found[name] = shown;
    }
    expect(found).toEqual({});
  },
);
