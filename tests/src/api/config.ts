import { evaluate } from '../../../renderer/expr/evaluate.ts';
import { parseExpression } from '../../../renderer/expr/parse.ts';
import type { ExprSource } from '../../../schemas/types.ts';
import { copy } from '../../support/copy.ts';
import { pages } from '../../support/pages.ts';
import type { Lang } from '../../support/language.ts';

/** Resolves config expressions the way the renderer will: `const.*` and the Spanish pack's `t.*`. */
export function resolveWith(pack: Lang = 'es'): (expr: ExprSource) => unknown {
  const scope = { const: pages.constants, t: copy(pack) };
  return (expr) => (typeof expr === 'string' ? evaluate(parseExpression(expr), scope, {}) : expr);
}

/** A copy text of the Spanish pack, failing loudly if the config lost it. */
export function text(group: string, key: string): string {
  const value = copy('es')[group]?.[key];
  if (value === undefined) throw new Error(`pages.yaml has no t.${group}.${key}`);
  return value;
}
