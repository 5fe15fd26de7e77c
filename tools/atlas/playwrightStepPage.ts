import type { Locator, Page } from 'playwright-core';
import { CAPTCHA_IMAGE, LIST_ITEM, modalSelector, type StepPage, type TapStep } from './runSteps.ts';

const SETTLE_MS = 15_000;
const TIMED_MODAL_MS = 12_000;
const TAP_MS = 5000;

/** Requests the page has in flight, counted by the caller from the page's request events. */
export interface InFlight {
  count: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, on Node's own clock (the page's is frozen), until no request is in flight and nothing is loading. */
export async function settle(page: Page, inflight: InFlight): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  let quiet = 0;
  while (Date.now() < until) {
    const busy =
      inflight.count > 0 ||
      (await page
        .evaluate(() => !!document.querySelector('[data-phase=loading], [aria-busy=true]') || [...document.images].some((i) => !i.complete))
        .catch(() => true));
    quiet = busy ? 0 : quiet + 1;
    if (quiet >= 2) return;
    await pause(50);
  }
}

/** The modals open on the page, by name. */
export async function openModals(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('dialog[open]')].map((d) => d.getAttribute('data-modal') ?? ''));
}

/** Lets the frozen clock run in half seconds until `done` holds for the open modals; whether it did. */
export async function runClockUntil(page: Page, done: (open: string[]) => boolean): Promise<boolean> {
  for (let waited = 0; waited < TIMED_MODAL_MS; waited += 500) {
    if (done(await openModals(page))) return true;
    await page.clock.runFor(500);
  }
  return done(await openModals(page));
}

function target(page: Page, step: TapStep): Locator {
  const scope = page.locator(step.inModal ? modalSelector(step.inModal) : 'body');
  const found = scope.getByRole(step.role, step.name === undefined ? {} : { name: step.name, exact: true });
  return found.nth(step.nth ?? 0);
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();

/** The steps' page for the atlas: Playwright's locators and typing, and the page's frozen clock run on demand. */
export function playwrightStepPage(page: Page, inflight: InFlight): StepPage {
  return {
    tap: (step) => target(page, step).click({ timeout: TAP_MS }),
    shows: (step) => target(page, step).isVisible(),
    tapListItem: (nth) => page.locator(`${LIST_ITEM}:visible`).nth(nth).click({ timeout: TAP_MS }),
    showsListItem: () => page.locator(`${LIST_ITEM}:visible`).first().isVisible(),
    fill: (name, value) => field(page, name).fill(value, { timeout: TAP_MS }),
    valueOf: (name) => field(page, name).inputValue(),
    // A choice is a radio group (the card list) or a group of radios, as the studio's step page finds it too.
    choose: (label, nth) =>
      page
        .getByRole('radiogroup', { name: label, exact: true })
        .or(page.getByRole('group', { name: label, exact: true }))
        .first()
        .getByRole('radio')
        .nth(nth)
        .click({ timeout: TAP_MS }),
    captchaSrc: async () => (await page.locator(CAPTCHA_IMAGE).first().getAttribute('src', { timeout: TAP_MS })) ?? '',
    url: async () => page.url(),
    waitForModal: (modal) => runClockUntil(page, (open) => open.includes(modal)),
    settle: () => settle(page, inflight),
  };
}
