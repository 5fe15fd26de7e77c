/**
 * Where the editor timing asks: representative spots of the real pages.yaml, found by text so they follow the file
 * as it changes. `path` is a chain of line patterns, each searched from the line after the previous match. A hover
 * points at the first word of the last line found; a completion first inserts a new line before it, at its
 * indentation, holding `insert`, and asks at the end of that line, as an author does who starts a new setting there.
 */
export interface Probe {
  name: string;
  kind: 'hover' | 'completion';
  path: RegExp[];
  insert?: string;
  /** Hover: words the text must contain. Completion: labels the list must offer. */
  expect: string[];
}

const promo = /^ {2}promoRegister:/;

export const probes: Probe[] = [
  { name: 'screen setting (route)', kind: 'hover', path: [/^screens:/, promo, /^ {4}route:/], expect: ['/complaintList'] },
  {
    name: 'block three levels deep (image alt)',
    kind: 'hover',
    path: [promo, /visible: "!empty\(state\.sid\)"/, /alt:/],
    expect: ['screen reader'],
  },
  { name: 'action in a branch (call endpoint)', kind: 'hover', path: [promo, /- type: when/, /endpoint:/], expect: ['letters'] },
  { name: 'widget setting (countdown onTapWhileRunning)', kind: 'hover', path: [promo, /onTapWhileRunning:/], expect: ['while counting'] },
  {
    name: 'copy text (en promo.phoneInvalid)',
    kind: 'hover',
    path: [/^languages:/, /^ {4}en:/, /phoneInvalid:/],
    expect: ['t.<group>.<key>'],
  },
  { name: 'constant (phonePattern)', kind: 'hover', path: [/^constants:/, /^ {2}phonePattern:/], expect: ['valid mobile number'] },
  {
    name: 'new setting in a deep block (image)',
    kind: 'completion',
    path: [promo, /visible: "!empty\(state\.sid\)"/, /shape: rounded/],
    insert: '',
    expect: ['fit'],
  },
  {
    name: 'new setting in an action in a branch (call)',
    kind: 'completion',
    path: [promo, /- type: when/, /endpoint: getSid/],
    insert: '',
    expect: ['onFailure', 'payload'],
  },
  {
    name: 'block type of a new block',
    kind: 'completion',
    path: [promo, /^ {10}- type: input/],
    insert: '- type: ',
    expect: ['textarea', 'widget'],
  },
  {
    name: 'action type of a new action',
    kind: 'completion',
    path: [promo, /- type: when/],
    insert: '- type: ',
    expect: ['navigate', 'call'],
  },
  { name: 'new setting of a screen', kind: 'completion', path: [promo, /^ {4}title:/], insert: '', expect: ['onBack', 'layout'] },
  {
    name: 'new setting of a language pack (en)',
    kind: 'completion',
    path: [/^languages:/, /^ {4}en:/, /^ {6}currency:/],
    insert: '',
    expect: ['base'],
  },
];

/** The line index of the probe's last pattern, or an error naming the pattern that matched nothing. */
export function findLine(lines: string[], path: RegExp[]): number {
  let at = -1;
  for (const pattern of path) {
    const next = lines.findIndex((line, i) => i > at && pattern.test(line));
    if (next < 0) throw new Error(`pages.yaml has no line matching ${pattern} after line ${at + 1}`);
    at = next;
  }
  return at;
}
