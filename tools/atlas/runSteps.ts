import type { Step } from './types.ts';

export type TapStep = Extract<Step, { do: 'tap' }>;

/** What the steps find on every page: the picture code, the items of a list that react to taps, a modal. */
export const CAPTCHA_IMAGE = 'img[src*="get-captcha"]';
export const LIST_ITEM = 'button.r-list-tap';
export const modalSelector = (modal: string) => `dialog[data-modal="${modal}"]`;

/**
 * How the steps touch a page. The atlas drives its page with Playwright (`playwrightStepPage.ts`), the studio the
 * app in its preview frame (`tools/studio/client/frameStepPage.ts`); what each step does is said once, below.
 * Elements are found as a person finds them: by role and accessible name, by a field's name.
 */
export interface StepPage {
  /** Taps the `nth` visible element with the step's role and exact accessible name (in its modal when given). */
  tap(step: TapStep): Promise<void>;
  /** Whether that element is on the page now. */
  shows(step: TapStep): Promise<boolean>;
  /** Taps the `nth` visible item of a list that reacts to taps. */
  tapListItem(nth: number): Promise<void>;
  /** Whether any such item is on the page now. */
  showsListItem(): Promise<boolean>;
  /** Types `value` into the field with this name, as a person's typing reaches the app. */
  fill(field: string, value: string): Promise<void>;
  /** What the field with this name holds. */
  valueOf(field: string): Promise<string>;
  /** Taps option `nth` of the choice whose accessible name is `label`. */
  choose(label: string, nth: number): Promise<void>;
  /** The address of the picture code the page shows. */
  captchaSrc(): Promise<string>;
  /** The page's address. */
  url(): Promise<string>;
  /** Lets the page's time run until the modal is open; whether it opened. */
  waitForModal(modal: string): Promise<boolean>;
  /** Waits until nothing on the page is loading. */
  settle(): Promise<void>;
}

/** What the sandbox tells of the codes it "sent": a picture code by its session, and the SMS codes. */
export interface SandboxCodes {
  captcha(sid: string): Promise<string>;
  sms(): Promise<{ byOrder: Record<string, { code: string }>; byPhone: Record<string, { code: string }> }>;
}

async function run(page: StepPage, codes: SandboxCodes, step: Step): Promise<void> {
  switch (step.do) {
    case 'tap':
      return page.tap(step);
    case 'tapListItem':
      return page.tapListItem(step.nth ?? 0);
    case 'fill':
      return page.fill(step.field, step.value);
    case 'choose':
      return page.choose(step.label, step.nth);
    case 'fillCaptcha': {
      const sid = new URL(await page.captchaSrc(), await page.url()).searchParams.get('sid') ?? '';
      return page.fill(step.field, await codes.captcha(sid));
    }
    case 'fillSms': {
      const sms = await codes.sms();
      const code = step.phoneField
        ? sms.byPhone[await page.valueOf(step.phoneField)]?.code
        : sms.byOrder[step.orderId ?? new URL(await page.url()).searchParams.get('orderId') ?? '']?.code;
      if (!code) throw new Error('no SMS code was sent');
      return page.fill(step.field, code);
    }
    case 'waitModal':
      if (!(await page.waitForModal(step.modal))) throw new Error(`modal ${step.modal} did not open`);
  }
}

/** Runs every step in order, letting the page settle after each; throws, in words, at the first that cannot be done. */
export async function runSteps(page: StepPage, codes: SandboxCodes, steps: Step[]): Promise<void> {
  for (const step of steps) {
    await run(page, codes, step);
    await page.settle();
  }
}

/** Whether the first tap of `steps` finds its element on this page: a modal's opener shows on this variant. */
export async function openerVisible(page: StepPage, steps: Step[]): Promise<boolean> {
  const first = steps.find((s) => s.do === 'tap' || s.do === 'tapListItem');
  if (!first) return true;
  if (first.do === 'tapListItem') return page.showsListItem();
  return first.inModal !== undefined || page.shows(first);
}
