import type {
  ApiSettings, AppSettings, Constants, Endpoint, ExprSource, Languages, Screen,
} from '../schemas/types.ts';
import type { Expr } from './expr/ast.ts';

/** Parsed expressions by their source text. */
export type ExprTable = Readonly<Record<string, Expr>>;

/** What every screen shares, as the build emits it (tools/check/check.ts compile()). */
export interface CompiledShared {
  app: AppSettings;
  constants: Constants;
  languages: Languages;
  api: ApiSettings;
  endpoints: Record<string, Endpoint>;
  routes: { screen: string; route: string }[];
  exprs: ExprTable;
}

/** One screen as the build emits it. */
export interface CompiledScreen {
  screen: Screen;
  exprs: ExprTable;
  /** Texts of the documents this screen shows, by name and language pack, placeholders already filled. */
  documents: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export type { ExprSource };
