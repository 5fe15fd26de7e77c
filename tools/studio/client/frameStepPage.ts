import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import { CAPTCHA_IMAGE, LIST_ITEM, modalSelector, type StepPage, type TapStep } from '../../atlas/runSteps.ts';

const SETTLE_MS = 10_000;
const MODAL_MS = 15_000;
/** The roles a choice field's options sit in: a fieldset or role=group, or role=radiogroup. */
const CHOICE_ROLES = new Set(['group', 'radiogroup']);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The frame's own styles, for an element of the frame's document read from the studio's page. */
function styles(element: Element): { getComputedStyle: Window['getComputedStyle'] } {
  const win = element.ownerDocument.defaultView!;
  return { getComputedStyle: win.getComputedStyle.bind(win) };
}

function visible(element: Element): boolean {
  return element.getClientRects().length > 0 && !isInaccessible(element, styles(element));
}

/** The accessible name, as screen readers and Playwright's getByRole compute it. */
const nameOf = (element: Element) => computeAccessibleName(element, styles(element));

/** The visible elements under `scope` whose role is one of `roles` and, when given, whose accessible name is `name`. */
function byRole(scope: ParentNode, roles: ReadonlySet<string>, name?: string): Element[] {
  return [...scope.querySelectorAll('*')].filter(
    (e) => roles.has(getRole(e) ?? '') && visible(e) && (name === undefined || nameOf(e) === name),
  );
}

function field(doc: Document, name: string): HTMLInputElement {
  const found = doc.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
  if (!found) throw new Error(`no field ${name} on the page`);
  return found;
}

/** Types a value the way a person's typing reaches the app: the element's own value setter, then input and change. */
function type(win: Window, element: HTMLInputElement, value: string): void {
  let proto: object | null = Object.getPrototypeOf(element);
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'value')) proto = Object.getPrototypeOf(proto);
  Object.getOwnPropertyDescriptor(proto!, 'value')!.set!.call(element, value);
  const EventOfPage = (win as unknown as { Event: typeof Event }).Event;
  element.dispatchEvent(new EventOfPage('input', { bubbles: true }));
  element.dispatchEvent(new EventOfPage('change', { bubbles: true }));
}

/** Waits until nothing in `win` is loading (no busy region, every picture in), or gives up after a while. */
async function settleFrame(win: Window): Promise<void> {
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

/**
 * The steps' page for the studio: the app in the preview frame (same origin), touched from the studio's page. The
 * app's clock runs as it does for a person. `win` is read at each step, since a step may load a new document.
 */
export function frameStepPage(win: () => Window): StepPage {
  const doc = () => win().document;
  const tapTarget = (step: TapStep): HTMLElement | undefined => {
    const scope = step.inModal ? doc().querySelector(modalSelector(CSS.escape(step.inModal))) : doc().body;
    return scope ? (byRole(scope, new Set([step.role]), step.name)[step.nth ?? 0] as HTMLElement | undefined) : undefined;
  };
  const listItems = () => [...doc().querySelectorAll<HTMLElement>(LIST_ITEM)].filter(visible);
  return {
    async tap(step) {
      const target = tapTarget(step);
      if (!target) throw new Error(`no ${step.role} «${step.name ?? ''}» to tap`);
      target.click();
    },
    shows: async (step) => tapTarget(step) !== undefined,
    async tapListItem(nth) {
      const item = listItems()[nth];
      if (!item) throw new Error('no list item to tap');
      item.click();
    },
    showsListItem: async () => listItems().length > 0,
    fill: async (name, value) => type(win(), field(doc(), name), value),
    valueOf: async (name) => field(doc(), name).value,
    async choose(label, nth) {
      const group = byRole(doc(), CHOICE_ROLES, label)[0];
      const option = group ? (byRole(group, new Set(['radio']))[nth] as HTMLElement | undefined) : undefined;
      if (!option) throw new Error(`no option ${nth + 1} of «${label}»`);
      option.click();
    },
    captchaSrc: async () => doc().querySelector(CAPTCHA_IMAGE)?.getAttribute('src') ?? '',
    url: async () => win().location.href,
    async waitForModal(modal) {
      const until = Date.now() + MODAL_MS;
      while (!doc().querySelector(`${modalSelector(CSS.escape(modal))}[open]`)) {
        if (Date.now() > until) return false;
        await pause(100);
      }
      return true;
    },
    settle: () => settleFrame(win()),
  };
}
