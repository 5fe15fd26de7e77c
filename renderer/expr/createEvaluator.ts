import type { ExprSource, ExprTable } from '../config.ts';
import type { Expr } from './ast.ts';
import { evaluate, type ExpressionFunctions } from './evaluate.ts';
import { pathExpr } from './exprOf.ts';

/** Evaluates an expression of pages.yaml; `locals` join the roots where it stands (a list's item, a call's result). */
export type Evaluator = (source: ExprSource | undefined, locals?: object) => unknown;

export interface EvaluatorOptions {
  /** The parsed expressions by source, looked up in this order; a plain path the build left out is built. */
  exprs: readonly ExprTable[];
  /** The roots expressions read (`app`, `const`, `t`, `query`, `state`…), asked at each evaluation so they are current. */
  roots(): Record<string, unknown>;
  functions: ExpressionFunctions;
  /** Tells developers of an expression the build did not compile, or one that failed, naming its source. */
  report(message: string): void;
}

/**
 * The one evaluator of the app's expressions, whatever their scope: settings at boot (src/prepareApp.ts), the first
 * screen's entry calls before its chunk arrives (resolveEntry.ts), an open screen (createScreenController.ts). A
 * number or a boolean is its own value; text is an expression.
 */
export function createEvaluator({ exprs, roots, functions, report }: EvaluatorOptions): Evaluator {
  const astOf = (source: string): Expr | undefined => {
    for (const table of exprs) if (Object.hasOwn(table, source)) return table[source];
    return pathExpr(source);
  };
  return (source, locals) => {
    if (typeof source !== 'string') return source;
    const ast = astOf(source);
    if (!ast) {
      report(`expression ${JSON.stringify(source)} was not compiled`);
      return undefined;
    }
    const scope = locals ? { ...roots(), ...locals } : roots();
    return evaluate(ast, scope, functions, (message) => report(`${source}: ${message}`));
  };
}
