import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { ExprSource, ExprTable } from '../config.ts';
import { exprOf } from '../expr/exprOf.ts';
import { references } from '../expr/references.ts';
import { LocalsContext, useScreen } from './ScreenRuntime.ts';

const fieldsBySource = new Map<string, string[]>();

/**
 * Evaluates the expressions of one block where it stands. The block re-renders when screen state or data change,
 * and when a form field that one of its own expressions reads changes — typing elsewhere leaves it alone.
 */
export function useEvaluator(block: object): (source: ExprSource | undefined) => unknown {
  const screen = useScreen();
  const locals = useContext(LocalsContext);
  useSyncExternalStore(screen.store.subscribe, screen.store.get);
  const fields = useMemo(() => formFieldsRead(block, screen.exprs), [block, screen.exprs]);
  screen.useFields(fields);
  return (source) => screen.evaluate(source, locals);
}

/** The form fields the block's own expressions (not its children's) read. */
function formFieldsRead(block: object, exprs: ExprTable): string[] {
  const names = new Set<string>();
  for (const value of Object.values(block)) {
    const ast = typeof value === 'string' ? exprOf(exprs, value) : undefined;
    if (!ast) continue;
    let fields = fieldsBySource.get(value);
    if (!fields) {
      fields = references(ast)
        .paths.filter((p) => p.root === 'form' && p.keys[0])
        .map((p) => p.keys[0]!);
      fieldsBySource.set(value, fields);
    }
    for (const field of fields) names.add(field);
  }
  return [...names];
}
