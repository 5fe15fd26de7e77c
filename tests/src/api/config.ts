import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { evaluate } from '../../../renderer/expr/evaluate.ts';
import { parseExpression } from '../../../renderer/expr/parse.ts';
import type { ApiSettings, Constants, Endpoint, ExprSource, Languages } from '../../../schemas/types.ts';

/** The parts of the real pages.yaml these tests read; the checker has already proved its shape. */
export interface TestConfig {
  api: ApiSettings;
  endpoints: Record<string, Endpoint>;
  constants: Constants;
  languages: Languages;
}

export const config = parse(readFileSync(new URL('../../../pages.yaml', import.meta.url), 'utf8')) as TestConfig;

/** Resolves config expressions the way the renderer will: `const.*` and the Spanish pack's `t.*`. */
export function resolveWith(pack = 'es'): (expr: ExprSource) => unknown {
  const scope = { const: config.constants, t: config.languages.packs[pack]?.texts ?? {} };
  return (expr) => (typeof expr === 'string' ? evaluate(parseExpression(expr), scope, {}) : expr);
}

export const texts = config.languages.packs.es?.texts ?? {};

/** A copy text of the Spanish pack, failing loudly if the config lost it. */
export function text(group: string, key: string): string {
  const value = texts[group]?.[key];
  if (value === undefined) throw new Error(`pages.yaml has no t.${group}.${key}`);
  return value;
}
