import { references } from '../../renderer/expr/references.ts';
import type { ParsedExpression } from './checkExpressions.ts';
import { codeReads as declaredCodeReads, type CodeRead } from './codeReads.ts';
import { PLACEHOLDER } from './documentText.ts';
import type { Problem } from './problem.ts';
import { asRecord, type ScreenIndex } from './screenIndex.ts';
import type { Path, Position, YamlSource } from './yamlSource.ts';

/**
 * One constant, copy text or document and the screens that show or use it. Keys are written as staff write them
 * in pages.yaml: `const.complaintTextMax`, `t.complaint.submit`, and `document.loanTerms` for a document.
 */
export interface UsageEntry {
  key: string;
  kind: 'constant' | 'copy' | 'document';
  /** Where it is defined in pages.yaml (a copy text: in the default language pack, else the first that has it). */
  line: number;
  /** Screen ids, sorted. A use outside screens that every screen depends on lists every screen. */
  screens: string[];
  /**
   * What reads it besides screens' own settings, sorted: `document loanTerms` (a {{placeholder}}), `endpoint
   * getSms`, `api client json`, `api.networkError`, or a TypeScript file (tools/check/codeReads.ts).
   */
  readBy: string[];
}

interface Input {
  data: Record<string, unknown>;
  parsed: readonly ParsedExpression[];
  screens: ReadonlyMap<string, ScreenIndex>;
  /** Document texts by name and language pack. */
  documents: Record<string, Record<string, string>>;
  source: YamlSource;
  /** Screens with a schema mistake, whose expressions the schema could not all find. */
  brokenScreens?: ReadonlySet<string>;
  codeReads?: readonly CodeRead[];
}

/** A constant or copy text named in a text, as expressions write them. */
const NAMED = /\b(const\.[A-Za-z_]\w*|t\.[A-Za-z_]\w*\.[A-Za-z_]\w*)\b/g;

/** Every text under a node of pages.yaml. */
function textsIn(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(textsIn);
  return node !== null && typeof node === 'object' ? Object.values(node).flatMap(textsIn) : [];
}

interface Uses {
  screens: Set<string>;
  readBy: Set<string>;
}

/** Who uses each constant, copy text and document; a constant or copy text nothing reads is a warning. */
export function whereUsed(input: Input): { usage: UsageEntry[]; warnings: Problem[] } {
  const { data, parsed, screens, documents, source } = input;
  const languages = asRecord(data.languages);
  const packs = asRecord(languages.packs);
  const allScreens = [...screens.keys()];
  const uses = new Map<string, Uses>();
  const use = (key: string, onScreens: Iterable<string>, readBy?: string) => {
    const entry = uses.get(key);
    if (!entry) return;
    for (const s of onScreens) entry.screens.add(s);
    if (readBy) entry.readBy.add(readBy);
  };
  const positions = new Map<string, Position>();
  const declare = (key: string, path: Path) => {
    uses.set(key, { screens: new Set(), readBy: new Set() });
    positions.set(key, source.positionOf(path, { key: true }));
  };
  for (const name of Object.keys(asRecord(data.constants))) declare(`const.${name}`, ['constants', name]);
  const defaultPack = String(languages.default);
  const packOrder = [defaultPack, ...Object.keys(packs).filter((p) => p !== defaultPack)];
  for (const pack of packOrder) {
    for (const [group, texts] of Object.entries(asRecord(asRecord(packs[pack]).texts))) {
      for (const key of Object.keys(asRecord(texts))) {
        if (!uses.has(`t.${group}.${key}`)) declare(`t.${group}.${key}`, ['languages', 'packs', pack, 'texts', group, key]);
      }
    }
  }
  for (const name of Object.keys(asRecord(data.documents))) declare(`document.${name}`, ['documents', name]);

  const endpointScreens = new Map<string, Set<string>>();
  const documentScreens = new Map<string, Set<string>>();
  for (const index of screens.values()) {
    for (const { node } of index.kinds) {
      if (typeof node.endpoint === 'string') add(endpointScreens, node.endpoint, index.id);
      if (node.type === 'document' && typeof node.document === 'string') add(documentScreens, node.document, index.id);
    }
  }
  const clientScreens = (client: string) =>
    Object.entries(asRecord(data.endpoints))
      .filter(([, endpoint]) => asRecord(endpoint).client === client)
      .flatMap(([id]) => [...(endpointScreens.get(id) ?? [])]);
  /** The screens an expression at `path` serves, and what it is part of when that is not a screen's own setting. */
  const usersOf = (path: Path): { on: string[]; readBy?: string } => {
    const [section, name] = path.map(String);
    if (section === 'screens' && name !== undefined) return { on: [name] };
    if (section === 'endpoints' && name !== undefined) return { on: [...(endpointScreens.get(name) ?? [])], readBy: `endpoint ${name}` };
    if (section === 'api' && name === 'clients' && path[2] !== undefined)
      return { on: clientScreens(String(path[2])), readBy: `api client ${String(path[2])}` };
    return { on: allScreens, readBy: path.slice(0, 2).join('.') };
  };

  const callers = new Map<string, Set<string>>();
  for (const { path, ast } of parsed) {
    const { on, readBy } = usersOf(path);
    const refs = references(ast);
    for (const fn of refs.calls) for (const s of on) add(callers, fn, s);
    for (const { root, keys } of refs.paths) {
      // A computed key (t.repay[code], const[name]) may read any key under the part written out.
      const prefix = root === 'const' ? ['const', ...keys.slice(0, 1)] : root === 't' ? ['t', ...keys.slice(0, 2)] : undefined;
      if (!prefix) continue;
      const exact = prefix.join('.');
      const full = (root === 'const' && keys.length >= 1) || (root === 't' && keys.length >= 2);
      if (full) use(exact, on, readBy);
      else for (const key of uses.keys()) if (key.startsWith(`${exact}.`)) use(key, on, readBy);
    }
  }
  // In a screen with a mistake (a block type misspelt, a setting the schema does not know) the schema cannot say
  // which texts are expressions: a name written anywhere in it counts, so where-used keeps the screen.
  for (const id of input.brokenScreens ?? [])
    for (const text of textsIn(asRecord(data.screens)[id])) for (const [name] of text.matchAll(NAMED)) use(name, [id]);
  for (const [name, byPack] of Object.entries(documents)) {
    const on = documentScreens.get(name) ?? new Set<string>();
    use(`document.${name}`, on);
    for (const text of Object.values(byPack)) {
      for (const match of text.matchAll(PLACEHOLDER)) {
        const ref = match[1]!;
        if (!ref.startsWith('app.')) use(`const.${ref}`, on, `document ${name}`);
      }
    }
  }
  for (const read of input.codeReads ?? declaredCodeReads) {
    const on = read.whenCalled ? read.whenCalled.flatMap((fn) => [...(callers.get(fn) ?? [])]) : allScreens;
    use(read.key, on, read.file);
  }

  const usage: UsageEntry[] = [...uses].map(([key, u]) => ({
    key,
    kind: key.startsWith('const.') ? 'constant' : key.startsWith('t.') ? 'copy' : 'document',
    line: positions.get(key)!.line,
    screens: [...u.screens].sort(),
    readBy: [...u.readBy].sort(),
  }));
  const warnings: Problem[] = usage
    .filter((u) => u.kind !== 'document' && u.screens.length === 0 && u.readBy.length === 0)
    .map((u) => ({
      position: positions.get(u.key)!,
      message:
        u.kind === 'constant'
          ? `constant ${u.key.slice(6)} is read by no screen, document or code, so changing it changes nothing; use it as ${u.key} or remove it`
          : `copy text ${u.key.slice(2)} is shown by no screen, so changing it changes nothing; use it as ${u.key} or remove it from every language pack`,
    }));
  return { usage, warnings };
}

function add(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}
