import type { ApiSettings, AppSettings, Constants, Endpoint, ExprSource, Languages, Screen } from '../schemas/types.ts';
import type { ActionRegistry } from './actions/types.ts';
import type { BlockRegistry } from './blocks/types.ts';
import type { Expr } from './expr/ast.ts';
import type { WidgetRegistry } from './runtime/widgets.ts';
import type { AnswerCheck } from './screen/checkAnswer.ts';
import type { FormKit } from './screen/formKit.ts';

/** Parsed expressions by their source text. */
export type ExprTable = Readonly<Record<string, Expr>>;

/** What every screen shares, as the build emits it (tools/check/check.ts compile()). */
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
 * What a route's own document tells boot about its screen (renderer/routing/firstScreen.ts): the entry data calls
 * boot can start before the screen's chunk arrives, their endpoints, and their payloads' parsed expressions.
 */
export interface FirstScreen {
  screen: string;
  calls: Readonly<Record<string, EntryCall>>;
  endpoints: Readonly<Record<string, Endpoint>>;
  exprs: ExprTable;
  /** The constants those expressions read. */
  constants: Partial<Constants>;
}

/** One screen in the page's language as the build emits it. */
export interface CompiledScreen {
  screen: Screen;
  exprs: ExprTable;
  /** The copy groups the screen reads, in the page's language (shared groups are in the language pack). */
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The constants the screen's expressions read. */
  constants: Partial<Constants>;
  /** Texts of the documents this screen shows, by name and then language pack (the page's only), placeholders filled. */
  documents: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The code of the block, widget and action kinds the screen uses, which its chunk imports; nothing else loads. */
  parts: ScreenParts;
  /** Optional data sources the screen neither shows nor acts on (a visit record): sent on entry, never waited for. */
  background?: readonly string[];
  /** The endpoints the screen loads, calls, uploads to or names in apiUrl: the app learns them with the chunk. */
  endpoints: Readonly<Record<string, Endpoint>>;
}

export interface ScreenParts {
  blocks: Partial<BlockRegistry>;
  widgets: Partial<WidgetRegistry>;
  actions: Partial<ActionRegistry>;
  /** react-hook-form on screens with fields (renderer/screen/fieldForm.tsx); none on the others. */
  form?: FormKit;
  /** The checks of the declared answers of the endpoints the screen loads or calls, by endpoint. */
  answers?: Readonly<Record<string, AnswerCheck>>;
}

export type { ExprSource };
