/** One thing the atlas does on a page before it takes the picture. Plain data, so state discovery stays testable. */
export type Step =
  /** Taps the element with this role and accessible name (the copy text in the picture's language). */
  | { do: 'tap'; role: 'button' | 'link' | 'radio' | 'tab'; name?: string; nth?: number; inModal?: string }
  /** Taps the first visible item of a list that reacts to taps. */
  | { do: 'tapListItem'; nth?: number }
  /** Types into the field with this name. */
  | { do: 'fill'; field: string; value: string }
  /** Picks option `nth` (0-based) of the choice field with this label. */
  | { do: 'choose'; label: string; nth: number }
  /** Types the picture code the sandbox last drew for this page. */
  | { do: 'fillCaptcha'; field: string }
  /** Types the SMS code the sandbox "sent" to the phone typed in `phoneField`, or for the order of the page. */
  | { do: 'fillSms'; field: string; phoneField?: string; orderId?: string }
  /** Lets the page's clock run (frozen otherwise) until this modal is open. */
  | { do: 'waitModal'; modal: string };

/** One picture of the atlas: a screen, in one language, in one state. */
export interface Shot {
  /** Stable id, also the picture's file name; the same state gets the same id in every run. */
  id: string;
  /** Screen id in pages.yaml (the atlas groups pictures by it). */
  screen: string;
  route: string;
  lang: string;
  /** What the picture shows, for the label. */
  state: string;
  /** Path and query that open the screen (the state's starting point) in this language. */
  path: string;
  width: number;
  /** A sandbox scenario rule (POST /__sandbox/scenario body) set before the page opens. */
  sandbox?: unknown;
  steps: Step[];
  /** What to do after opening `path` to see this state, in words; empty when the URL alone shows it. */
  how: string;
  /**
   * For a modal whose opener shows only on some variants: the paths to try, in order. The first where the
   * opener is visible is used (`path` is the first of them).
   */
  candidates?: string[];
  /** Modals that open by themselves (on load, after a delay): the atlas lets the clock run and takes one more picture. */
  timedModals?: string[];
}

/** A declared modal the atlas could not find a way to open, listed on the page so the gap is visible. */
export interface Unreached {
  screen: string;
  modal: string;
  why: string;
}
