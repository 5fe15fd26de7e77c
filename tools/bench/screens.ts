/**
 * A screen `npm run bench` measures: the project's screen of pages.yaml and its hand-written floor
 * (tools/bench/floor/<route>/), loaded at the same address, in pages.yaml's default language.
 *
 * Its two moments are predicates: plain JavaScript source of a function `(page) => boolean`, run in the page by the
 * probe (probe.ts) for floor and project alike, where `page` holds what they may ask:
 * - `page.visible(element)`: the element is in the document, has a size and is not hidden (display, visibility,
 *   opacity);
 * - `page.says(element, text)`: it is visible and its text holds `text`;
 * - `page.filled(element)`: it is visible and has text;
 * - `page.handles(element, handler)`: it is visible, not disabled, and React has attached `handler` (`onChange`,
 *   `onClick`) to it; a submit button handles `onClick` when React has attached `onSubmit` to its form.
 */
export interface BenchScreen {
  /** The screen's name in pages.yaml: it names the screen's chunk, and its calls are read from it. */
  id: string;
  /** How the bench's output names it. */
  title: string;
  /** The address that opens it, as the app or an ad links to it. */
  path: string;
  /** The screen's own content painted, in the words of the output. */
  firstDrawWhen: string;
  /**
   * Whether the screen's own content is on screen in its language (a spinner is not): the predicate's source, made
   * with `copy`, which gives a text of pages.yaml's default language as a JavaScript string literal. The probe also
   * requires the document's `lang` to be that language.
   */
  firstDraw(copy: (key: string) => string): string;
  /** The main control responds, in the words of the output. */
  readyWhen: string;
  /** Whether the main control responds: the predicate's source. Checked only once the first draw was seen. */
  ready: string;
  /** Text typed into this field at CPU 4x from the first draw on, for characters lost and the per-keystroke figures. */
  typeInto?: string;
}

export const SCREENS: BenchScreen[] = [
  {
    id: 'complaintNext',
    title: 'complaint next',
    path: '/complainPageNext?problemType=2&orderNo=ORD180',
    firstDrawWhen: 'title bar and text area visible',
    firstDraw: (copy) =>
      `(page) => page.says(document.querySelector('.r-header-title'), ${copy('complaint.nextTitle')}) && page.visible(document.querySelector('textarea'))`,
    readyWhen: 'the text area takes a character',
    ready: `(page) => page.handles(document.querySelector('textarea'), 'onChange')`,
    typeInto: 'textarea',
  },
  {
    id: 'loanConfirm',
    title: 'loan confirmation',
    path: '/confirm?productId=P-PRESTO',
    // Its frame: the amount is the answer's, so it may come later.
    firstDrawWhen: 'title bar and apply button visible',
    firstDraw: (copy) =>
      `(page) => page.says(document.querySelector('.r-header-title'), ${copy('confirm.title')}) && page.visible(document.querySelector('.r-variant-sticky .r-button-primary'))`,
    readyWhen: 'the amount shows and the apply button takes a tap',
    ready: `(page) => page.filled(document.querySelector('.r-tone-amount')) && page.handles(document.querySelector('.r-variant-sticky .r-button-primary'), 'onClick')`,
  },
  {
    id: 'promoRegister',
    title: 'promotion register',
    path: '/register?id=1&app_from=fb&user_from=ad7&utm_tag=summer',
    firstDrawWhen: 'phone field and its label visible',
    firstDraw: (copy) =>
      `(page) => { const phone = document.querySelector('input[type="tel"]'); return page.visible(phone) && page.says(phone.labels[0], ${copy('promo.phone')}); }`,
    readyWhen: 'the phone field takes a digit',
    ready: `(page) => page.handles(document.querySelector('input[type="tel"]'), 'onChange')`,
  },
];

/** The floor's folder and entry for a screen: its route, `/confirm` → `confirm`. */
export function floorPage(screen: BenchScreen): string {
  return new URL(screen.path, 'http://floor').pathname.slice(1);
}

/** Where the floor's document of a screen is served: the route's folder, with the same query. */
export function floorPath(screen: BenchScreen): string {
  const url = new URL(screen.path, 'http://floor');
  return `/${floorPage(screen)}/index.html${url.search}`;
}

/** The bench screen `id` names; an unknown id is an error that lists the known ones. */
export function benchScreen(id: string): BenchScreen {
  const screen = SCREENS.find((s) => s.id === id.trim());
  if (!screen) throw new Error(`no bench screen "${id.trim()}": choose from ${SCREENS.map((s) => s.id).join(', ')}`);
  return screen;
}

/** The screens named in `names` (comma-separated ids, as BENCH_SCREENS takes them), or all. */
export function chosenScreens(names: string | undefined): BenchScreen[] {
  return names?.trim() ? names.split(',').map(benchScreen) : SCREENS;
}
