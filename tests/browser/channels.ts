import type { Page } from 'playwright-core';

/** A repayment channel as the plan and extension answers list it. */
export interface Channel {
  desc: string;
  payCode: string;
  vCode: string;
  BARcodeImg: string;
}

/** The channel cards: the one kind of card with a tappable part (the plan's steps are cards too). */
export const channels = (page: Page) => page.locator('.r-list-cards > .r-list-item').filter({ has: page.locator('.r-tappable') });
