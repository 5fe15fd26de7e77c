/**
 * A screen `npm run bench` measures: the project's screen of pages.yaml and its hand-written floor
 * (tools/bench/floor/<route>/), loaded at the same address.
 */
export interface BenchScreen {
  /** The screen's name in pages.yaml: it names the screen's chunk, and its calls are read from it. */
  id: string;
  /** How the bench's output names it. */
  title: string;
  /** The address that opens it, as the app or an ad links to it. */
  path: string;
  /** What the borrower came for, in the words of the output ("first visible textarea"). */
  readyWhen: string;
  /**
   * Whether that is on screen: plain JavaScript source of a function `(visible) => boolean`, run in the page by the
   * probe for floor and project alike; `visible(element)` says whether an element is there and has a height.
   */
  ready: string;
  /** Text typed into this field after ready at CPU 4x, for the per-keystroke figures. */
  typeInto?: string;
}

export const SCREENS: BenchScreen[] = [
  {
    id: 'complaintNext',
    title: 'complaint next',
    path: '/complainPageNext?problemType=2&orderNo=ORD180',
    readyWhen: 'first visible textarea',
    ready: `(visible) => visible(document.querySelector('textarea'))`,
    typeInto: 'textarea',
  },
  {
    id: 'loanConfirm',
    title: 'loan confirmation',
    path: '/confirm?productId=P-PRESTO',
    readyWhen: 'amount and apply button visible',
    ready: `(visible) => visible(document.querySelector('.r-tone-amount')) && visible(document.querySelector('.r-variant-sticky .r-button-primary'))`,
  },
  {
    id: 'promoRegister',
    title: 'promotion register',
    path: '/register?id=1&app_from=fb&user_from=ad7&utm_tag=summer',
    readyWhen: 'phone field visible',
    ready: `(visible) => visible(document.querySelector('input[type="tel"]'))`,
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
