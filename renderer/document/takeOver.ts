import type { Entry } from '../entry/resolveEntry.ts';
import { readDocumentDrawing } from '../routing/firstScreen.ts';
import { type PageWatch, UNWATCHED } from '../runtime/pageWatch.ts';
import { reloadAfresh } from '../routing/reloadAfresh.ts';
import { noteDocumentFields } from '../screen/typedBeforeCode.ts';

/** What the page's first script (pageContract.js) hands the app: the taps kept, the failure message, Retry. */
export interface PageContract {
  taken(): void;
  drawn(): void;
  ready(): Element[];
  fail(): void;
  failed(): boolean;
  retry: (() => void) | undefined;
  stalled: (() => void) | undefined;
}

/** What the app tells the page's first script as its first screen comes: React's first commit, then ready or not. */
export interface FirstScreenMoments {
  drawn(): void;
  settled(ready: boolean): void;
}

/** How the page draws once its code is here: over the document's drawing (`hydrate`), or afresh. */
export type Draw = (root: HTMLElement, hydrate: boolean, firstScreen: FirstScreenMoments) => void;

/** A page without the first script (a document cached from before it): nothing kept, the failure drawn by the app. */
const WITHOUT_CONTRACT: PageContract = {
  taken: () => {},
  drawn: () => {},
  ready: () => [],
  fail: () => {},
  failed: () => false,
  retry: undefined,
  stalled: undefined,
};

/**
 * The boot's last step, without React: once the drawing code and the first screen's chunk are here, the app takes
 * the page over. A document that drew the screen the address opens, in its language, is hydrated, what the person
 * typed meanwhile kept (typedBeforeCode.ts); any other is drawn afresh. When the code fails, or the first script's
 * stall timer runs out first, the page shows its failure message with Retry, which fetches the code afresh; code
 * that arrives after that still draws the page over the message. Taps kept while the code was on the way are played
 * once the first screen is ready. `watch` is told when the drawing code (`draw`) fails or has not come when the wait
 * runs out, and when the wait ran out before the entry itself had run (`entry`); and, as its screen's ready, when the
 * page shows its failure message, which is what the person then has.
 */
export function takeOver(options: {
  root: HTMLElement;
  entry: Entry;
  code: Promise<Draw>;
  firstScreen: Promise<boolean>;
  watch?: PageWatch;
}): void {
  const { root, entry, watch = UNWATCHED } = options;
  const contract = (window as { __page?: PageContract }).__page ?? WITHOUT_CONTRACT;
  contract.retry = () => void reloadAfresh();
  const failed = (chunk: string, outcome: 'failed' | 'hung') => {
    watch.problem('chunk', { chunk, outcome });
    watch.moment('ready', performance.now());
  };
  if (contract.failed()) failed('entry', 'hung');
  let codeCame = false;
  options.code.then(
    () => {
      codeCame = true;
    },
    () => failed('draw', 'failed'),
  );
  contract.stalled = () => {
    if (!codeCame) failed('draw', 'hung');
  };
  const drawing = readDocumentDrawing();
  const hydrate = drawing !== undefined && drawing.screen === entry.screen && drawing.language === entry.language;
  // A drawing of another screen or language (an address a server matched differently): never shown as the page.
  if (drawing && !hydrate) root.replaceChildren();
  if (hydrate) noteDocumentFields(root);
  const settled = (ready: boolean) => {
    const taps = contract.ready();
    if (!ready) return;
    for (const tap of taps) {
      // A label's own click() does not reach its box in Firefox: the box is what the tap meant.
      const target = tap instanceof HTMLLabelElement ? (tap.control ?? tap) : tap;
      if (target.isConnected && target instanceof HTMLElement) target.click();
    }
  };
  Promise.all([options.code, options.firstScreen]).then(
    ([draw, screenArrived]) => {
      contract.taken();
      // Without its screen's code the page draws the screen's message, which the document's drawing is not.
      draw(root, hydrate && screenArrived && !contract.failed(), { drawn: () => contract.drawn(), settled });
    },
    () => contract.fail(),
  );
}
