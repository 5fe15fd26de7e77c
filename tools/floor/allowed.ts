/**
 * Uses of something the floor lacks that no borrower notices, each with the reason. The checks read only this list,
 * so an exception is written once and reviewed where it is written.
 */

/** Web APIs the shipped code reads only after checking they exist (eslint-plugin-compat cannot see the check). */
export const GUARDED_APIS: Record<string, string> = {
  'navigator.connection': 'React reads the network speed only when the browser has it (`navigator.connection && …`)',
  'document.prerendering':
    "web-vitals (field reports' timings) reads it as a flag: undefined, where a browser lacks it, means not prerendered",
  'document.wasDiscarded': 'web-vitals reads it as a flag: undefined, where a browser lacks it, means not discarded',
  requestIdleCallback: 'web-vitals takes `globalThis.requestIdleCallback || setTimeout`',
};

/** A CSS feature (caniuse id) allowed on some browsers of the floor (caniuse ids), in every rule or in one selector. */
export interface HarmlessCss {
  feature: string;
  browsers: string[];
  /** Only in rules whose selector contains this. */
  selector?: string;
  why: string;
}

const PHONES = ['ios_saf', 'samsung'];

export const HARMLESS_CSS: HarmlessCss[] = [
  { feature: 'css3-cursors', browsers: PHONES, why: 'a phone has no mouse pointer to change' },
  { feature: 'css3-cursors-grab', browsers: PHONES, why: 'a phone has no mouse pointer to change' },
  { feature: 'css-resize', browsers: PHONES, why: 'a phone has no handle to resize a text area by hand' },
  { feature: 'css-touch-action', browsers: ['safari'], why: 'desktop Safari has no touch screen to pan or zoom' },
  {
    feature: 'css-scrollbar',
    browsers: ['ios_saf'],
    why: "iOS draws thin scrollbars only while scrolling, so a tab strip's hidden scrollbar is hidden there anyway",
  },
  {
    feature: 'extended-system-fonts',
    browsers: ['chrome', 'edge', 'firefox', 'samsung'],
    why: 'a browser without ui-monospace takes the next family of the list',
  },
  {
    feature: 'css-has',
    browsers: ['chrome', 'samsung'],
    selector: '#root:has(> .r-layout-wide)',
    why: 'widens the official site past 520 px on a desktop window, where the floor is current browsers; a phone is narrower anyway',
  },
];
