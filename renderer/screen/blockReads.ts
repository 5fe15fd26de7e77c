import { BLOCK_LIST_SETTINGS } from '../../schemas/blockLists.ts';
import type { ExprTable } from '../config.ts';
import { exprOf } from '../expr/exprOf.ts';
import { type References, references } from '../expr/references.ts';

/** What a part of a block waits for before it can draw: the document's draw (the address, clock or device are not known there), and entry data. */
export interface Waits {
  /** Drawn into the page's document at build time, it would read something only the browser knows. */
  document: boolean;
  /** The entry data sources it reads. */
  data: readonly string[];
}

/** What the expressions of one block (not its children's) read. */
export interface BlockReads {
  /** Screen state or loaded data: the block re-renders when the screen's values change. */
  store: boolean;
  /** Form fields, by name: the block re-renders when one of them changes. */
  fields: readonly string[];
  /** What its `visible` waits for. */
  visible: Waits;
  /** What the rest of what it shows waits for. */
  shown: Waits;
  /** The entry data sources its actions read: tapped before they are in, it would send nothing true. */
  acts: readonly string[];
}

/**
 * What of a screen is unknown when its document is drawn at build time, beside the address and data themselves:
 * state and fields whose first value reads the address, the clock or the device, and the functions that read the
 * clock or the device. Worked out once per screen (screenMoments.ts).
 */
export interface ScreenMoments {
  state: ReadonlySet<string>;
  fields: ReadonlySet<string>;
  functions: ReadonlySet<string>;
  /** The data sources the screen waits for on entry. */
  entry: ReadonlySet<string>;
}

const NO_WAITS: Waits = { document: false, data: [] };
const readsOf = new WeakMap<object, BlockReads>();

/** Whether what `read` reads is unknown when the document is drawn. */
export function readsMoment(read: References, moments: ScreenMoments): boolean {
  return (
    read.calls.some((fn) => moments.functions.has(fn)) ||
    read.paths.some(
      ({ root, keys }) =>
        root === 'query' ||
        root === 'data' ||
        (root === 'state' && (keys[0] === undefined || moments.state.has(keys[0]))) ||
        (root === 'form' && (keys[0] === undefined || moments.fields.has(keys[0]))),
    )
  );
}

/** The entry sources `read` reads (every one for a read of `data` itself). */
function entryData(read: References, moments: ScreenMoments): string[] {
  return read.paths.flatMap(({ root, keys }) => {
    if (root !== 'data') return [];
    if (keys[0] === undefined) return [...moments.entry];
    return moments.entry.has(keys[0]) ? [keys[0]] : [];
  });
}

function waitsOf(reads: References[], moments: ScreenMoments): Waits {
  if (reads.length === 0) return NO_WAITS;
  const data = [...new Set(reads.flatMap((read) => entryData(read, moments)))];
  return { document: reads.some((read) => readsMoment(read, moments)), data };
}

const isTyped = (value: unknown) => !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/**
 * What a block reads, worked out once per block (its declaration and the screen's expressions never change): every
 * expression in it, however deep (rows, options), but not inside another typed object: its child blocks evaluate
 * their own, and its actions read the screen when they run, not when it draws (a button that sends a field must not
 * re-render at each keystroke). Its actions' reads of entry data are kept apart, in `acts`.
 */
export function blockReads(block: object, exprs: ExprTable, moments: ScreenMoments): BlockReads {
  let found = readsOf.get(block);
  if (found) return found;
  const fields = new Set<string>();
  let store = false;
  const shown: References[] = [];
  const visible: References[] = [];
  const acted: References[] = [];
  const read = (source: string, into: References[]) => {
    const ast = exprOf(exprs, source);
    if (!ast) return;
    const refs = references(ast);
    into.push(refs);
    if (into === acted) return;
    for (const path of refs.paths) {
      if (path.root === 'state' || path.root === 'data') store = true;
      if (path.root === 'form' && path.keys[0]) fields.add(path.keys[0]);
    }
  };
  const visit = (value: unknown, into: References[]): void => {
    if (typeof value === 'string') read(value, into);
    else if (Array.isArray(value)) for (const item of value) visit(item, into);
    else if (value && typeof value === 'object') {
      // An action (a typed object that is no child block) is read for the data it needs, never for drawing.
      const target = isTyped(value) ? acted : into;
      for (const inner of Object.values(value)) visit(inner, target);
    }
  };
  for (const [setting, value] of Object.entries(block)) {
    if (setting === 'type' || (BLOCK_LIST_SETTINGS as readonly string[]).includes(setting)) continue;
    visit(value, setting === 'visible' ? visible : shown);
  }
  found = {
    store,
    fields: [...fields],
    visible: waitsOf(visible, moments),
    shown: waitsOf(shown, moments),
    acts: [...new Set(acted.flatMap((refs) => entryData(refs, moments)))],
  };
  readsOf.set(block, found);
  return found;
}
