import type { Expr } from '../../renderer/expr/ast.ts';
import type { ParsedExpression } from './checkExpressions.ts';
import { asRecord, indexScreen } from './screenIndex.ts';

/** pages.yaml after checking: plain data for the browser, expressions already parsed. */
export interface CompiledPages {
  shared: Record<string, unknown> & {
    routes: { screen: string; route: string }[];
    exprs: Record<string, Expr>;
  };
  /** Each screen with its parsed expressions and the documents it shows, so no page downloads another's text. */
  screens: Record<string, { screen: unknown; exprs: Record<string, Expr>; documents: Record<string, Record<string, string>> }>;
}

/** Turns checked pages.yaml into what the browser loads: shared data, and per screen its parsed expressions and documents. */
export function compile(data: Record<string, unknown>, documents: Record<string, Record<string, string>>, parsed: ParsedExpression[]): CompiledPages {
  const constants = asRecord(data.constants);
  const app = asRecord(data.app);
  const filled = Object.fromEntries(Object.entries(documents).map(([name, byPack]) => [name,
    Object.fromEntries(Object.entries(byPack).map(([pack, text]) => [pack, text.replace(/\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g, (_, ref: string) => {
      const [head, tail] = ref.split('.', 2) as [string, string | undefined];
      return String(head === 'app' && tail ? app[tail] : constants[head]);
    })]))]));
  const screens: CompiledPages['screens'] = {};
  for (const [id, screen] of Object.entries(asRecord(data.screens))) {
    const shown = indexScreen(id, asRecord(screen)).kinds
      .filter((k) => k.role === 'block' && k.node.type === 'document')
      .map((k) => String(k.node.document));
    screens[id] = { screen, exprs: {}, documents: Object.fromEntries(shown.map((name) => [name, filled[name] ?? {}])) };
  }
  const shared: Record<string, Expr> = {};
  for (const { path, source, ast } of parsed) {
    const table = path[0] === 'screens' ? screens[String(path[1])]?.exprs : shared;
    if (table) table[source] = ast;
  }
  const { screens: _screens, documents: _documents, ...rest } = data;
  return {
    shared: {
      ...rest,
      routes: Object.entries(asRecord(data.screens)).map(([screen, s]) => ({ screen, route: String(asRecord(s).route) })),
      exprs: shared,
    },
    screens,
  };
}
