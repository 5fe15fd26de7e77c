import { references } from '../../renderer/expr/references.ts';
import type { ParsedExpression } from './checkExpressions.ts';

/**
 * The data sources each screen reads, by screen id: those an expression reads as data.<name>, and those whose
 * onLoad reads result.data. A source read by nothing only records something on the server.
 */
export function sourcesRead(parsed: readonly ParsedExpression[]): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  for (const { path, ast } of parsed) {
    if (path[0] !== 'screens' || typeof path[1] !== 'string') continue;
    const screen = read.get(path[1]) ?? new Set<string>();
    read.set(path[1], screen);
    const onLoadOf = path[2] === 'data' && path[4] === 'onLoad' ? String(path[3]) : undefined;
    for (const { root, keys } of references(ast).paths) {
      if (root === 'data' && keys[0] !== undefined) screen.add(keys[0]);
      if (root === 'result' && keys[0] === 'data' && onLoadOf) screen.add(onLoadOf);
    }
  }
  return read;
}
