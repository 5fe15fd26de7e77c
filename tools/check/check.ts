import { validateAgainstSchema } from './ajv.ts';
import { checkAnswerReads } from './checkAnswerReads.ts';
import { checkAnswerShapes } from './checkAnswerShapes.ts';
import { checkColours } from './checkColours.ts';
import { checkDocuments } from './checkDocuments.ts';
import { checkExpressions } from './checkExpressions.ts';
import { checkFieldReports } from './checkFieldReports.ts';
import { checkLanguages, copyKeysOf } from './checkLanguages.ts';
import { checkReferences } from './checkReferences.ts';
import { isRecord } from './describe.ts';
import { explainSchemaErrors } from './explain.ts';
import type { LocatedProblem, Problem } from './problem.ts';
import { asRecord, asStrings, indexScreen, type ScreenIndex } from './screenIndex.ts';
import { parseYamlSource, type YamlSource } from './yamlSource.ts';
import { compile, type CompiledPages } from './compile.ts';
import { whereUsed, type UsageEntry } from './whereUsed.ts';
import { brokenParts, namesOf, notesOf } from './brokenParts.ts';
import { checkLimits } from './checkLimits.ts';
import { codeReads } from './codeReads.ts';

export type { CompiledPages, UsageEntry };

/** Problems (the check fails), warnings (printed, the check passes), who uses what, and the compiled pages. */
export interface CheckResult {
  problems: LocatedProblem[];
  warnings: LocatedProblem[];
  usage: UsageEntry[];
  /** Each screen's route, by screen id. */
  routes: Record<string, string>;
  /** Parts that were not checked further because of mistakes in them, in plain words. */
  notes: string[];
  compiled?: CompiledPages;
}

export interface CheckOptions {
  /** Folder that document paths are relative to. */
  baseDir: string;
  /** Names of the functions expressions may call. */
  functions: readonly string[];
}

/** Copy texts ("group.key") the app's TypeScript shows without pages.yaml naming them, with the file that does. */
const codeTexts = codeReads.flatMap(({ key, file }) => (key.startsWith('t.') ? [{ key: key.slice(2), file }] : []));

export const SCHEMA_LINE = '# yaml-language-server: $schema=./schemas/pages.schema.json';

/**
 * Checks pages.yaml text: YAML syntax, the schema, then what a schema cannot say, reporting every problem it can
 * in one pass. Only YAML that cannot be read stops the check; a section or screen with schema mistakes is left out
 * of the checks those mistakes would confuse, with a note saying so. Never throws on bad input.
 */
export function checkPages(text: string, options: CheckOptions): CheckResult {
  const source = parseYamlSource(text);
  const empty = { warnings: [], usage: [], routes: {}, notes: [] };
  if (source.syntaxErrors.length > 0) {
    const problems = source.syntaxErrors.map((e) => ({ ...e.position, message: e.message }));
    return {
      ...empty,
      problems,
      notes: ['Nothing else was checked: pages.yaml must be readable as YAML first. Fix the YAML mistakes and check again.'],
    };
  }
  const problems: Problem[] = [];
  if (!text.startsWith(SCHEMA_LINE)) {
    problems.push({
      position: { line: 1, col: 1 },
      message: `the first line must be "${SCHEMA_LINE}" so editors check pages.yaml as you type`,
    });
  }
  const data = source.data;
  const { errors, expressions } = validateAgainstSchema(data);
  problems.push(...explainSchemaErrors(errors, data));
  if (!isRecord(data)) return { ...empty, problems: locate(problems, source) };
  const broken = brokenParts(errors, data);
  const sectionBroken = (name: string) => broken.sections.has(name);

  const languages = asRecord(data.languages);
  const packs = asRecord(languages.packs);
  const fullPacks = Object.keys(packs).filter((id) => asRecord(packs[id]).base === undefined);
  const copy = [...copyKeysOf(languages).values()].flatMap((s) => [...s]);
  const screens = new Map<string, ScreenIndex>();
  for (const [id, screen] of Object.entries(asRecord(data.screens))) screens.set(id, indexScreen(id, asRecord(screen)));
  const checkedScreens = new Map([...screens].filter(([id]) => !broken.screens.has(id)));

  if (!sectionBroken('languages')) problems.push(...checkLanguages(languages, codeTexts));
  const names = {
    constants: namesOf(Object.keys(asRecord(data.constants)), sectionBroken('constants')),
    app: namesOf(Object.keys(asRecord(data.app)), sectionBroken('app')),
    copy: namesOf(copy, sectionBroken('languages')),
    copyGroups: namesOf(
      copy.map((k) => k.split('.')[0]!),
      sectionBroken('languages'),
    ),
    commonQuery: namesOf(
      [...asStrings(asRecord(data.api).commonQuery), String(languages.param), ...asStrings([languages.overrideParam])],
      sectionBroken('api'),
    ),
    functions: new Set(options.functions),
  };
  // Which packs need a document file is unknown while the packs have mistakes.
  const documents = checkDocuments(data, options.baseDir, sectionBroken('languages') ? [] : fullPacks, {
    constants: names.constants,
    app: names.app,
    skip: sectionBroken('documents'),
    defaultPack: String(languages.default),
  });
  problems.push(...documents.problems);
  const parsed = checkExpressions(expressions, data, names, screens, broken.screens);
  problems.push(...parsed.problems);
  const known = {
    endpoints: namesOf(Object.keys(asRecord(data.endpoints)), sectionBroken('endpoints')),
    screens: new Set(screens.keys()),
    documents: namesOf(Object.keys(asRecord(data.documents)), sectionBroken('documents')),
  };
  const payloads = new Map(
    sectionBroken('endpoints')
      ? []
      : Object.entries(asRecord(data.endpoints)).map(([id, e]) => {
          const fields =
            asRecord(e).payload === undefined ? undefined : new Set([...asStrings(asRecord(e).payload), ...asStrings(asRecord(e).query)]);
          return [id, fields] as const;
        }),
  );
  for (const index of checkedScreens.values()) problems.push(...checkReferences(index, known, payloads));
  if (!sectionBroken('endpoints')) {
    problems.push(...checkAnswerShapes(asRecord(data.endpoints)));
    problems.push(...checkAnswerReads(data, parsed.parsed, broken.screens));
  }
  problems.push(...checkRoutes(asRecord(data.screens)));
  problems.push(...checkLimits(expressions, data, sectionBroken('constants')));
  problems.push(...checkColours(asRecord(data.app)));
  if (!sectionBroken('fieldReports')) problems.push(...checkFieldReports(data.fieldReports));

  const used = whereUsed({ data, parsed: parsed.parsed, screens, documents: documents.texts, source, brokenScreens: broken.screens });
  const routes = Object.fromEntries(Object.entries(asRecord(data.screens)).map(([id, s]) => [id, String(asRecord(s).route)]));
  const result = { warnings: locate(used.warnings, source), usage: used.usage, routes, notes: notesOf(broken) };
  // A use in a part with mistakes may not be seen yet: warn about unused keys only once the file is correct.
  if (problems.length > 0) return { ...result, problems: locate(problems, source), warnings: [] };
  return { ...result, problems: [], compiled: compile(data, documents.texts, parsed.parsed) };
}

function checkRoutes(screens: Record<string, unknown>): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [id, screen] of Object.entries(screens)) {
    const route = asRecord(screen).route;
    if (typeof route !== 'string') continue;
    const first = seen.get(route);
    if (first)
      problems.push({
        path: ['screens', id, 'route'],
        message: `route ${route} is already used by screen ${first}; each screen needs its own route`,
      });
    else seen.set(route, id);
  }
  return problems;
}

function locate(problems: Problem[], source: YamlSource): LocatedProblem[] {
  const seen = new Set<string>();
  return (
    problems
      .map((p): LocatedProblem => {
        const position = p.position ?? source.positionOf(p.path ?? [], { key: p.key ?? false, offset: p.offset ?? 0 });
        return p.file === undefined ? { ...position, message: p.message } : { ...position, file: p.file, message: p.message };
      })
      // Blocks reused through a YAML alias are checked once per screen; the same words at the same place are said once.
      .filter((p) => {
        const key = `${p.file}:${p.line}:${p.col}:${p.message}`;
        return !seen.has(key) && Boolean(seen.add(key));
      })
      // pages.yaml first, then each document file, each in reading order.
      .sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line || a.col - b.col)
  );
}
