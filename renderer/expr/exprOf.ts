import type { Expr } from './ast.ts';

const PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
const paths = new Map<string, Expr | undefined>();

/**
 * The parsed form of a plain path such as `data.user.name`, or undefined for any other source. Most expressions
 * are such paths, and the build leaves them out of the compiled tables (each cost its screen about 10 bytes of gzip):
 * this builds one the first time it is read.
 */
export function pathExpr(source: string): Expr | undefined {
  if (paths.has(source)) return paths.get(source);
  let expr: Expr | undefined;
  if (PATH.test(source)) {
    const [root, ...keys] = source.split('.');
    expr = keys.reduce<Expr>((obj, key) => ({ k: 'get', obj, key: { k: 'lit', v: key } }), { k: 'id', name: root! });
  }
  paths.set(source, expr);
  return expr;
}

/** The parsed form of an expression: from the compiled table, or built when it is a plain path the build left out. */
export function exprOf(table: Readonly<Record<string, Expr>>, source: string): Expr | undefined {
  return table[source] ?? pathExpr(source);
}
