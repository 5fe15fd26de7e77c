import { useContext, useSyncExternalStore } from 'react';
import type { ExprSource, ExprTable } from '../config.ts';
import { exprOf } from '../expr/exprOf.ts';
import { references } from '../expr/references.ts';
import { LocalsContext, useScreen } from './ScreenRuntime.ts';

/** What the expressions of one block (not its children's) read that can change while the screen is open. */
interface BlockReads {
  /** Screen state or loaded data. */
  store: boolean;
  /** Form fields, by name. */
  fields: readonly string[];
}

const readsOf = new WeakMap<object, BlockReads>();
const NOTHING = () => () => {};
const STILL = () => 0;

/**
 * Evaluates the expressions of one block where it stands. The block re-renders when screen state or data it reads
 * change, and when a form field that one of its own expressions reads changes; a block that reads neither (copy,
 * settings, the address, its list item) subscribes to nothing.
 */
export function useEvaluator(block: object): (source: ExprSource | undefined) => unknown {
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  const reads = blockReads(block, screen.exprs);
  useSyncExternalStore<unknown>(reads.store ? screen.store.subscribe : NOTHING, reads.store ? screen.store.get : STILL);
  screen.useFields(reads.fields);
  return (source) => screen.evaluate(source, locals);
}

/**
 * What a block reads, worked out once per block (its declaration and the screen's expressions never change): every
 * expression in it, however deep (rows, options), but not inside another typed object: its child blocks evaluate
 * their own, and its actions read the screen when they run, not when it draws (a button that sends a field must not
 * re-render at each keystroke).
 */
function blockReads(block: object, exprs: ExprTable): BlockReads {
  let reads = readsOf.get(block);
  if (reads) return reads;
  const fields = new Set<string>();
  let store = false;
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const ast = exprOf(exprs, value);
      for (const path of ast ? references(ast).paths : []) {
        if (path.root === 'state' || path.root === 'data') store = true;
        if (path.root === 'form' && path.keys[0]) fields.add(path.keys[0]);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type !== 'string')
      Object.values(value).forEach(visit);
  };
  Object.values(block).forEach(visit);
  reads = { store, fields: [...fields] };
  readsOf.set(block, reads);
  return reads;
}
