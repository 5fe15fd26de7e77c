import { useContext, useSyncExternalStore } from 'react';
import type { ExprSource } from '../config.ts';
import { blockReads } from './blockReads.ts';
import { LocalsContext, useScreen } from './ScreenRuntime.ts';

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
  const reads = blockReads(block, screen.exprs, screen.moments);
  const values = reads.store ? screen.store : undefined;
  useSyncExternalStore<unknown>(values ? values.subscribe : NOTHING, values ? values.get : STILL, values ? values.get : STILL);
  screen.useFields(reads.fields);
  return (source) => screen.evaluate(source, locals);
}
