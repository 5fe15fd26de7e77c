import type { ApiSettings, AppSettings, Constants, Endpoint, ExprSource, Languages, Screen } from '../schemas/types.ts';
import type { Expr } from './expr/ast.ts';

// The compiled pages.yaml as data: what tools/check/compile.ts returns and the page reads. What a screen's chunk
// imports beside its data (documents, the kinds' code) is typed in renderer/screen/CompiledScreen.ts.

/** Parsed expressions by their source text. */
export type ExprTable = Readonly<Record<string, Expr>>;

/** What every screen shares, as the build emits it. */
export interface CompiledShared {
  app: AppSettings;
  /** Only the constants TypeScript and shared expressions read; each screen brings those it reads. */
  constants: Constants;
  languages: Languages;
  api: ApiSettings;
  /** Each screen's route. */
  routes: { screen: string; route: string }[];
  exprs: ExprTable;
}

/** A data source a screen loads on entry with a payload over the URL and settings only (boot evaluates it). */
export interface EntryCall {
  endpoint: string;
  payload: Readonly<Record<string, ExprSource>>;
}

/**
 * What a route's own document tells boot about its screen (renderer/routing/firstScreen.ts), so that the entry
 * carries no screen's calls: the entry data calls boot can start before the screen's chunk arrives, their
 * endpoints, and their payloads' parsed expressions.
 */
export interface FirstScreen {
  screen: string;
  calls: Readonly<Record<string, EntryCall>>;
  endpoints: Readonly<Record<string, Endpoint>>;
  exprs: ExprTable;
  /** The constants those expressions read. */
  constants: Partial<Constants>;
}

/**
 * Where a document's screens have their chunks, by screen and language (`loanConfirm` → `es` → its file): the screen
 * of its route and the hash routes', which it can open without a navigation. Boot asks for the screen's chunk at
 * once instead of first fetching the table of every screen's.
 */
export type ScreenFiles = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Texts of documents by name and then language pack, placeholders filled. */
export type DocumentTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** One screen in one language as data: what its chunk holds besides what it imports. */
export interface ScreenData {
  screen: Screen;
  exprs: ExprTable;
  /** The copy groups the screen reads, in the page's language (shared groups are in the language pack). */
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The constants the screen's expressions read. */
  constants: Partial<Constants>;
  /** Optional data sources the screen neither shows nor acts on (a visit record): sent on entry, never waited for. */
  background: readonly string[];
  /** The endpoints the screen loads, calls, uploads to or names in apiUrl: the app learns them with the chunk. */
  endpoints: Readonly<Record<string, Endpoint>>;
  /** Its entry calls that can start before it draws, as its document tells the boot (renderer/entry/resolveEntry.ts). */
  entry?: FirstScreen;
}

export type { ExprSource };
