import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { studioUnderTest } from './studioUnderTest.ts';

// The preview puts the phone in an atlas state by replaying its steps in the frame (tools/atlas/runSteps.ts through
// tools/studio/client/frameStepPage.ts): elements found by role and accessible name, fields typed, codes from the
// sandbox, a modal waited for on the app's own clock.
const under = studioUnderTest('studio-states');
const frame = (page: Page) => page.frameLocator('#phone');

async function reach(page: Page, screen: string, state: string): Promise<void> {
  await page.locator('#follow').uncheck();
  await page.locator('#pick-screen').selectOption(screen);
  await page.locator('#pick-state').selectOption(state);
}

const note = (page: Page) => page.locator('#preview-note').textContent();

test('a state reached by typing, the codes the sandbox sent and taps: registered, on the download page', { timeout: 120_000 }, async () => {
  const page = await under.open();
  await reach(page, 'promoRegister', 'promoRegister.t1.reg0.es');
  await expect.poll(() => note(page), { timeout: 60_000 }).toBe('Reached by: get a code, type it (the sandbox prints it), tap Register.');
  expect(await page.locator('#phone').evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.hash)).toBe('#/downloadTemplate');
  await page.close();
});

test('a state reached by choosing an option by its group name, then the SMS step: repaid', { timeout: 120_000 }, async () => {
  const page = await under.open();
  await reach(page, 'cardRepay', 'cardRepay.ORD174.paid.es');
  await expect
    .poll(() => note(page), { timeout: 60_000 })
    .toBe('Reached by: choose a card, tap Repay, type the code the sandbox prints, tap Confirm.');
  expect(await page.locator('#phone').evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.pathname)).toBe('/loan/details');
  await page.close();
});

test('a modal that opens by itself is waited for, then a star in it tapped by its name: the thanks modal', {
  timeout: 120_000,
}, async () => {
  const page = await under.open();
  await reach(page, 'complaintDetails', 'complaintDetails.modal-thanks.es');
  await expect.poll(() => note(page), { timeout: 60_000 }).toBe('Reached by: choose 1 star and tap «Enviar calificación».');
  await frame(page).locator('dialog[data-modal=thanks][open]').waitFor();
  await page.close();
});
