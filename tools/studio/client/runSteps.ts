import type { Step } from '../../atlas/types.ts';

/**
 * Replays the atlas's steps (tools/atlas/types.ts) inside the preview's page, as tools/atlas/capture.ts does with
 * Playwright: elements are found by role and accessible name the way a screen reader names them, typed into
 * through their own value setter and input event, and the app's clock runs as it does for a person.
 */

const ROLE_SELECTORS: Record<Extract<Step, { do: 'tap' }>['role'], string> = {
  button: 'button, [role=button], input[type=button], input[type=submit]',
  link: 'a[href], [role=link]',
  radio: 'input[type=radio], [role=radio]',
  tab: '[role=tab]',
};
const SETTLE_MS = 10_000;
const MODAL_MS = 15_000;

export interface StepContext {
  /** The preview's window (the app, same origin). */
  win: Window;
  captcha(sid: string): Promise<string>;
  sms(): Promise<{ byOrder: Record<string, { code: string }>; byPhone: Record<string, { code: string }> }>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Text with the alt of pictures in it, as an accessible name reads an element's content. */
function contentText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const element = node as Element;
  if (element.localName === 'img') return ` ${element.getAttribute('alt') ?? ''} `;
  if (element.getAttribute?.('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(contentText).join('');
}

/** The accessible name, for what the app's blocks draw: aria-label(ledby), a label, a legend, else the content. */
function accessibleName(element: Element): string {
  const doc = element.ownerDocument;
  const label = element.getAttribute('aria-label');
  if (label) return squash(label);
  const by = element.getAttribute('aria-labelledby');
  if (by)
    return squash(
      by
        .split(/\s+/)
        .map((id) => contentText(doc.getElementById(id) ?? doc.createTextNode('')))
        .join(' '),
    );
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return squash(contentText(labels[0]!));
  const legend = element.localName === 'fieldset' ? element.querySelector(':scope > legend') : null;
  if (legend) return squash(contentText(legend));
  return squash(contentText(element));
}

function visible(element: Element): boolean {
  return element.getClientRects().length > 0 && !element.closest('[aria-hidden=true], [hidden], dialog:not([open])');
}

function byRole(scope: ParentNode, role: keyof typeof ROLE_SELECTORS, name: string | undefined): Element[] {
  return [...scope.querySelectorAll(ROLE_SELECTORS[role])].filter(
    (e) => (e.getAttribute('role') ?? role) === role && visible(e) && (name === undefined || accessibleName(e) === name),
  );
}

function tapTarget(doc: Document, step: Extract<Step, { do: 'tap' }>): Element | undefined {
  const scope = step.inModal ? doc.querySelector(`dialog[data-modal="${CSS.escape(step.inModal)}"]`) : doc.body;
  return scope ? byRole(scope, step.role, step.name)[step.nth ?? 0] : undefined;
}

function field(doc: Document, name: string): HTMLInputElement {
  const found = doc.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  if (!found) throw new Error(`no field ${name} on the page`);
  return found;
}

/** Types a value the way a person's typing reaches the app: the element's own value setter, then input and change. */
function fill(win: Window, element: HTMLInputElement, value: string): void {
  let proto: object | null = Object.getPrototypeOf(element);
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'value')) proto = Object.getPrototypeOf(proto);
  Object.getOwnPropertyDescriptor(proto!, 'value')!.set!.call(element, value);
  const EventOfPage = (win as unknown as { Event: typeof Event }).Event;
  element.dispatchEvent(new EventOfPage('input', { bubbles: true }));
  element.dispatchEvent(new EventOfPage('change', { bubbles: true }));
}

/** Waits until nothing on the page is loading (no busy region, every picture in), or gives up after a while. */
export async function settle(win: Window): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  let quiet = 0;
  while (Date.now() < until && quiet < 2) {
    const doc = win.document;
    const busy =
      doc.readyState !== 'complete' ||
      !!doc.querySelector('[data-phase=loading], [aria-busy=true]') ||
      [...doc.images].some((i) => !i.complete);
    quiet = busy ? 0 : quiet + 1;
    await pause(100);
  }
}

/** Whether the first tap of `steps` finds its element on this page (a modal's opener shows on this variant). */
export function openerVisible(win: Window, steps: Step[]): boolean {
  const first = steps.find((s) => s.do === 'tap' || s.do === 'tapListItem');
  if (!first) return true;
  if (first.do === 'tapListItem') return [...win.document.querySelectorAll('button.r-list-tap')].some(visible);
  return first.do === 'tap' && (first.inModal !== undefined || tapTarget(win.document, first) !== undefined);
}

async function run(context: StepContext, step: Step): Promise<void> {
  const { win } = context;
  const doc = win.document;
  switch (step.do) {
    case 'tap': {
      const target = tapTarget(doc, step);
      if (!target) throw new Error(`no ${step.role} «${step.name ?? ''}» to tap`);
      (target as HTMLElement).click();
      break;
    }
    case 'tapListItem': {
      const item = [...doc.querySelectorAll<HTMLElement>('button.r-list-tap')].filter(visible)[step.nth ?? 0];
      if (!item) throw new Error('no list item to tap');
      item.click();
      break;
    }
    case 'fill':
      fill(win, field(doc, step.field), step.value);
      break;
    case 'choose': {
      const group = [...doc.querySelectorAll('[role=group], [role=radiogroup], fieldset')].find(
        (g) => visible(g) && accessibleName(g) === step.label,
      );
      const option = group ? byRole(group, 'radio', undefined)[step.nth] : undefined;
      if (!option) throw new Error(`no option ${step.nth + 1} of «${step.label}»`);
      (option as HTMLElement).click();
      break;
    }
    case 'fillCaptcha': {
      const src = doc.querySelector('img[src*="get-captcha"]')?.getAttribute('src') ?? '';
      fill(win, field(doc, step.field), await context.captcha(new URL(src, win.location.href).searchParams.get('sid') ?? ''));
      break;
    }
    case 'fillSms': {
      const sms = await context.sms();
      const code = step.phoneField
        ? sms.byPhone[field(doc, step.phoneField).value]?.code
        : sms.byOrder[step.orderId ?? new URL(win.location.href).searchParams.get('orderId') ?? '']?.code;
      if (!code) throw new Error('no SMS code was sent');
      fill(win, field(doc, step.field), code);
      break;
    }
    case 'waitModal': {
      const until = Date.now() + MODAL_MS;
      while (!doc.querySelector(`dialog[data-modal="${CSS.escape(step.modal)}"][open]`)) {
        if (Date.now() > until) throw new Error(`modal ${step.modal} did not open`);
        await pause(100);
      }
      break;
    }
  }
  await settle(win);
}

/** Runs every step in order; throws, in words, at the first that cannot be done. */
export async function runSteps(context: StepContext, steps: Step[]): Promise<void> {
  for (const step of steps) await run(context, step);
}
