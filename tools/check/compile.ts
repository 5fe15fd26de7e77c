import type { CompiledShared, EntryCall, ExprTable, FirstScreen } from '../../renderer/config.ts';
import type { Expr } from '../../renderer/expr/ast.ts';
import { pathExpr } from '../../renderer/expr/exprOf.ts';
import { references } from '../../renderer/expr/references.ts';
import { packTexts } from '../../renderer/runtime/language.ts';
import type { ScreenBuild, ScreenPartNames } from '../../renderer/screen/CompiledScreen.ts';
import { actionSchemas } from '../../schemas/actions/index.ts';
import { blockSchemas } from '../../schemas/blocks/index.ts';
import type { Constants, Endpoint, FieldReports, Languages, Screen } from '../../schemas/types.ts';
import type { ParsedExpression } from './checkExpressions.ts';
import { codeReads } from './codeReads.ts';
import type { FieldReportsBuild } from './fieldReportSettings.ts';
import { readReportAddress, type ReportAddress } from './reportAddress.ts';
import { PLACEHOLDER } from './documentText.ts';
import { asRecord, indexScreen, type ScreenIndex } from './screenIndex.ts';
import { sourcesRead } from './sourcesRead.ts';

/** What code one screen needs, from its blocks and actions wherever they stand (modals, branches, onLoad). */
function partsOf(index: ScreenIndex, answered: ReadonlySet<string>): ScreenPartNames {
  const blocks = new Set<string>();
  const widgets = new Set<string>();
  const actions = new Set<string>();
  const answers = new Set<string>();
  for (const { node, role } of index.kinds) {
    const type = String(node.type);
    if ((role === 'data' || type === 'call') && answered.has(String(node.endpoint))) answers.add(String(node.endpoint));
    if (type === 'widget') widgets.add(String(node.widget));
    else if (Object.hasOwn(blockSchemas, type)) blocks.add(type);
    else if (Object.hasOwn(actionSchemas, type)) actions.add(type);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    blocks: sorted(blocks),
    widgets: sorted(widgets),
    actions: sorted(actions),
    form: index.fields.size > 0,
    answers: sorted(answers),
  };
}

/**
 * pages.yaml after checking: plain data for the browser in the renderer's own types (renderer/config.ts,
 * renderer/screen/CompiledScreen.ts), expressions already parsed, split by language.
 */
export interface CompiledPages {
  shared: CompiledShared;
  /**
   * Each screen by language id. The documents it shows are named, each its own module, so two screens share one
   * chunk; so are the kinds and answered endpoints whose code its chunk imports.
   */
  screens: Record<string, Record<string, ScreenBuild>>;
  /** Each document by language id, placeholders filled: the pack's own text, else the default language's. */
  documents: Record<string, Record<string, string>>;
  /** The declared answer of each endpoint that has one; the build makes each a check (answerCheckModule.ts). */
  answers: Record<string, unknown>;
  /** Every endpoint without its answer; each screen's chunk carries those it uses. */
  endpoints: Record<string, Endpoint>;
  /** What each screen's own document tells boot (screens with entry calls boot can start only). */
  firstScreens: Record<string, FirstScreen>;
  /** Where field reports go in each environment; the build picks one (fieldReportSettings.ts). */
  fieldReports: FieldReportsBuild | undefined;
}

/** Roots an expression may read at boot, before any screen exists. */
const BOOT_ROOTS = new Set(['query', 'const', 'app', 'lang']);

/**
 * The keys of `root` that `exprs` read: copy groups of `t` (`t.group.key`), constants of `const`. A computed key
 * (`t[x]`) needs them all.
 */
function keysRead(exprs: Expr[], root: 't' | 'const', all: string[]): Set<string> {
  const keys = new Set<string>();
  for (const expr of exprs) {
    for (const path of references(expr).paths) {
      if (path.root !== root) continue;
      if (path.keys[0] === undefined) return new Set(all);
      keys.add(path.keys[0]);
    }
  }
  return keys;
}

/** The keys of `root` TypeScript reads itself (tools/check/codeReads.ts): they stay with the shared data. */
const codeKeys = (root: 't' | 'const') =>
  codeReads.map((read) => read.key.split('.')).flatMap(([head, key]) => (head === root && key ? [key] : []));

/** The table the browser gets: without plain paths, which it builds from their source (renderer/expr/exprOf.ts). */
const shipped = (exprs: ExprTable): ExprTable =>
  Object.fromEntries(Object.entries(exprs).filter(([source, ast]) => JSON.stringify(pathExpr(source)) !== JSON.stringify(ast)));

const pick = <T>(record: Record<string, T>, keys: Set<string>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));

/**
 * Turns checked pages.yaml into what the browser loads: shared data (with only the copy groups and constants shared
 * code reads, copy in every language), and per screen and language its parsed expressions, copy groups, constants
 * and documents. The data has passed the schema, so its sections have the schema's types.
 */
export function compile(
  data: Record<string, unknown>,
  documents: Record<string, Record<string, string>>,
  parsed: ParsedExpression[],
): CompiledPages {
  const constants = asRecord(data.constants);
  const constantNames = Object.keys(constants);
  const app = asRecord(data.app);
  const languages = data.languages as Languages;
  const packs = languages.packs;
  const packIds = Object.keys(packs);
  const fullTexts = Object.fromEntries(packIds.map((id) => [id, packTexts(packs, id)]));
  const allGroups = [...new Set(packIds.flatMap((id) => Object.keys(fullTexts[id]!)))];
  const defaultPack = String(languages.default);

  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_, ref: string) => {
      const [head, tail] = ref.split('.', 2) as [string, string | undefined];
      return String(head === 'app' && tail ? app[tail] : constants[head]);
    });
  const compiledDocuments = Object.fromEntries(
    Object.entries(documents).map(([name, byPack]) => [
      name,
      Object.fromEntries(packIds.map((id) => [id, fill(byPack[id] ?? byPack[defaultPack] ?? '')])),
    ]),
  );

  // Answers travel as checks imported by the screens that call their endpoints, not as data every page loads.
  const answers: Record<string, unknown> = {};
  const endpoints: Record<string, Endpoint> = {};
  for (const [id, raw] of Object.entries(asRecord(data.endpoints))) {
    const { answer, ...endpoint } = raw as Endpoint & { answer?: unknown };
    if (answer !== undefined) answers[id] = answer;
    endpoints[id] = endpoint;
  }

  const screenExprs: Record<string, Record<string, Expr>> = {};
  const shared: Record<string, Expr> = {};
  const screenIds = Object.keys(asRecord(data.screens));
  for (const id of screenIds) screenExprs[id] = {};
  for (const { path, source, ast } of parsed) {
    const table = path[0] === 'screens' ? screenExprs[String(path[1])] : shared;
    if (table) table[source] = ast;
  }

  const screens: CompiledPages['screens'] = {};
  const routes: CompiledPages['shared']['routes'] = [];
  const firstScreens: CompiledPages['firstScreens'] = {};
  const used = (ids: Iterable<string>) => pick(endpoints, new Set(ids));
  const read = sourcesRead(parsed);
  for (const [id, screen] of Object.entries(data.screens as Record<string, Screen>)) {
    const exprs = screenExprs[id]!;
    const index = indexScreen(id, screen);
    const parts = partsOf(index, new Set(Object.keys(answers)));
    const shown = [
      ...new Set(index.kinds.filter((k) => k.role === 'block' && k.node.type === 'document').map((k) => String(k.node.document))),
    ];
    const groups = keysRead(Object.values(exprs), 't', allGroups);
    const screenConstants = pick(constants, keysRead(Object.values(exprs), 'const', constantNames)) as Partial<Constants>;
    const table = shipped(exprs);
    const background = Object.entries(asRecord(screen.data))
      .filter(([name, source]) => asRecord(source).optional === true && !asRecord(source).onLoad && !read.get(id)?.has(name))
      .map(([name]) => name);
    const own = used(endpointsOf(index, exprs, Object.keys(endpoints)));
    screens[id] = Object.fromEntries(
      packIds.map((pack) => [
        pack,
        {
          screen,
          exprs: table,
          texts: pick(fullTexts[pack]!, groups),
          constants: screenConstants,
          documents: shown,
          parts,
          background,
          endpoints: own,
        },
      ]),
    );
    routes.push({ screen: id, route: String(screen.route) });
    const calls = entryCalls(screen, exprs);
    if (Object.keys(calls).length > 0) {
      const payloads = Object.fromEntries(
        Object.values(calls)
          .flatMap((call) => Object.values(call.payload).filter((v): v is string => typeof v === 'string'))
          .map((source) => [source, exprs[source]!]),
      );
      const first: FirstScreen = {
        screen: id,
        calls,
        endpoints: used(Object.values(calls).map((call) => call.endpoint)),
        exprs: shipped(payloads),
        constants: pick(constants, keysRead(Object.values(payloads), 'const', constantNames)) as Partial<Constants>,
      };
      firstScreens[id] = first;
      // The chunk carries the same declaration as the document, so the screen finds the boot's calls by it.
      for (const chunk of Object.values(screens[id]!)) chunk.entry = first;
    }
  }

  const sharedGroups = keysRead(Object.values(shared), 't', allGroups);
  const sharedConstants = keysRead(Object.values(shared), 'const', constantNames);
  for (const group of codeKeys('t')) sharedGroups.add(group);
  for (const name of codeKeys('const')) sharedConstants.add(name);
  const {
    screens: _screens,
    documents: _documents,
    languages: _languages,
    endpoints: _endpoints,
    fieldReports: _fieldReports,
    ...rest
  } = data;
  return {
    shared: {
      ...(rest as Pick<CompiledShared, 'app' | 'api'>),
      // Every constant TypeScript reads is among these (codeKeys): the page's code reads no other from this table.
      constants: pick(constants, sharedConstants) as Constants,
      languages: {
        ...languages,
        // Each pack's own copy only: the page merges the packs a partial one falls back to (languageOf).
        packs: Object.fromEntries(packIds.map((id) => [id, { ...packs[id]!, texts: pick(packs[id]!.texts ?? {}, sharedGroups) }])),
      },
      routes,
      exprs: shipped(shared),
    },
    screens,
    documents: compiledDocuments,
    answers,
    endpoints,
    firstScreens,
    fieldReports: compileFieldReports(data.fieldReports as FieldReports | undefined),
  };
}

/** Each environment's address read; the checker has refused any that does not read. */
function compileFieldReports(section: FieldReports | undefined): FieldReportsBuild | undefined {
  if (!section) return undefined;
  const to = Object.fromEntries(
    Object.entries(section.to).map(([environment, address]) => [environment, readReportAddress(String(address))]),
  );
  return { ...section, to: to as Record<string, ReportAddress> };
}

/**
 * The endpoints a screen uses: those its data sources, calls and uploads name, and those it names in `apiUrl`
 * (every one, should a name there be computed).
 */
function endpointsOf(index: ScreenIndex, exprs: Record<string, Expr>, all: string[]): Set<string> {
  const ids = new Set<string>();
  for (const { node } of index.kinds) if (typeof node.endpoint === 'string') ids.add(node.endpoint);
  const named = (e: Expr): void => {
    if (e.k === 'call' && e.fn === 'apiUrl') {
      const [first] = e.args;
      if (first?.k === 'lit' && typeof first.v === 'string') ids.add(first.v);
      else for (const id of all) ids.add(id);
    }
    for (const child of subExpressions(e)) named(child);
  };
  for (const ast of Object.values(exprs)) named(ast);
  return ids;
}

/**
 * The screen's entry data sources that boot can start before the screen's chunk arrives: not manual, and with a
 * payload that reads only the URL and settings, calling no function.
 */
function entryCalls(screen: Screen, exprs: ExprTable): Record<string, EntryCall> {
  const calls: Record<string, EntryCall> = {};
  for (const [name, source] of Object.entries(screen.data ?? {})) {
    if (source.manual) continue;
    const payload = source.payload ?? {};
    const sources = Object.values(payload).filter((v): v is string => typeof v === 'string');
    // No function calls: one could answer differently at boot and at mount (a clock), and the call would go twice.
    const bootable = sources.every((s) => {
      const read = exprs[s] && references(exprs[s]);
      return read && read.calls.length === 0 && read.paths.every((p) => BOOT_ROOTS.has(p.root));
    });
    if (!bootable) continue;
    calls[name] = { endpoint: source.endpoint, payload };
  }
  return calls;
}

/** The expressions directly inside `e`. */
function subExpressions(e: Expr): Expr[] {
  switch (e.k) {
    case 'lit':
    case 'id':
      return [];
    case 'get':
      return [e.obj, e.key];
    case 'call':
      return e.args;
    case 'arr':
      return e.items;
    case 'obj':
      return e.entries.map(([, value]) => value);
    case 'un':
      return [e.x];
    case 'bin':
      return [e.a, e.b];
    case 'if':
      return [e.test, e.yes, e.no];
  }
}
