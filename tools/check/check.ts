import { validateAgainstSchema } from './ajv.ts';
import { checkColours } from './checkColours.ts';
import { checkDocuments } from './checkDocuments.ts';
import { checkExpressions } from './checkExpressions.ts';
import { checkLanguages, copyKeysOf } from './checkLanguages.ts';
import { checkReferences } from './checkReferences.ts';
import { isRecord } from './describe.ts';
import { explainSchemaErrors } from './explain.ts';
import type { LocatedProblem, Problem } from './problem.ts';
import { asRecord, asStrings, indexScreen, type ScreenIndex } from './screenIndex.ts';
import { parseYamlSource, type YamlSource } from './yamlSource.ts';
import { compile, type CompiledPages } from './compile.ts';

export type { CompiledPages };

export interface CheckOptions {
  /** Folder that document paths are relative to. */
  baseDir: string;
  /** Names of the functions expressions may call. */
  functions: readonly string[];
}

export const SCHEMA_LINE = '# yaml-language-server: $schema=./schemas/pages.schema.json';

/** Checks pages.yaml text: YAML syntax, the schema, then what a schema cannot say. Never throws on bad input. */
export function checkPages(text: string, options: CheckOptions): { problems: LocatedProblem[]; compiled?: CompiledPages } {
  const source = parseYamlSource(text);
  if (source.syntaxErrors.length > 0) {
    return { problems: source.syntaxErrors.map((e) => ({ ...e.position, message: e.message })) };
  }
  const problems: Problem[] = [];
  if (!text.startsWith(SCHEMA_LINE)) {
    problems.push({ position: { line: 1, col: 1 }, message: `the first line must be "${SCHEMA_LINE}" so editors check pages.yaml as you type` });
  }
  const data = source.data;
  const { errors, expressions } = validateAgainstSchema(data);
  problems.push(...explainSchemaErrors(errors, data));
  if (errors.length > 0 || !isRecord(data)) return { problems: locate(problems, source) };

  const languages = asRecord(data.languages);
  const packs = asRecord(languages.packs);
  const fullPacks = Object.keys(packs).filter((id) => asRecord(packs[id]).base === undefined);
  const copy = new Set([...copyKeysOf(languages).values()].flatMap((s) => [...s]));
  const screens = new Map<string, ScreenIndex>();
  for (const [id, screen] of Object.entries(asRecord(data.screens))) screens.set(id, indexScreen(id, asRecord(screen)));

  problems.push(...checkLanguages(languages));
  const documents = checkDocuments(data, options.baseDir, fullPacks);
  problems.push(...documents.problems);
  const names = {
    constants: new Set(Object.keys(asRecord(data.constants))),
    app: new Set(Object.keys(asRecord(data.app))),
    copy,
    copyGroups: new Set([...copy].map((k) => k.split('.')[0]!)),
    commonQuery: new Set([...asStrings(asRecord(data.api).commonQuery), String(languages.param), ...asStrings([languages.overrideParam])]),
    functions: new Set(options.functions),
  };
  const parsed = checkExpressions(expressions, data, names, screens);
  problems.push(...parsed.problems);
  const known = {
    endpoints: new Set(Object.keys(asRecord(data.endpoints))),
    screens: new Set(screens.keys()),
    documents: new Set(Object.keys(asRecord(data.documents))),
  };
  const payloads = new Map(Object.entries(asRecord(data.endpoints)).map(([id, e]) => {
    const fields = asRecord(e).payload === undefined ? undefined : new Set([...asStrings(asRecord(e).payload), ...asStrings(asRecord(e).query)]);
    return [id, fields] as const;
  }));
  for (const index of screens.values()) problems.push(...checkReferences(index, known, payloads));
  problems.push(...checkRoutes(asRecord(data.screens)));
  problems.push(...checkColours(asRecord(data.app)));

  if (problems.length > 0) return { problems: locate(problems, source) };
  return { problems: [], compiled: compile(data, documents.texts, parsed.parsed) };
}

function checkRoutes(screens: Record<string, unknown>): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [id, screen] of Object.entries(screens)) {
    const route = String(asRecord(screen).route);
    const first = seen.get(route);
    if (first) problems.push({ path: ['screens', id, 'route'], message: `route ${route} is already used by screen ${first}; each screen needs its own route` });
    else seen.set(route, id);
  }
  return problems;
}

function locate(problems: Problem[], source: YamlSource): LocatedProblem[] {
  const seen = new Set<string>();
  return problems
    .map((p) => {
      const position = p.position ?? source.positionOf(p.path ?? [], { key: p.key ?? false, offset: p.offset ?? 0 });
      return { ...position, message: p.message };
    })
    // Blocks reused through a YAML alias are checked once per screen; the same words at the same place are said once.
    .filter((p) => { const key = `${p.line}:${p.col}:${p.message}`; return !seen.has(key) && Boolean(seen.add(key)); })
    .sort((a, b) => a.line - b.line || a.col - b.col);
}
