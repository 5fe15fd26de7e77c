import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../check/describe.ts';
import { checkFile } from '../check/runCheck.ts';
import { asRecord } from '../check/screenIndex.ts';
import { parseYamlSource, type YamlSource } from '../check/yamlSource.ts';

/** Why a screen may look different: a key, a screen's settings, a section or a code change, and where it is written. */
export interface Reason {
  what: string;
  /** A file of the version after the change (pages.yaml or a document) and the line there, for a link. */
  file?: string;
  line?: number;
}

export interface ReachedScreen {
  id: string;
  /** Where pages.yaml declares the screen after the change; none for a screen the change removes. */
  line?: number;
  why: Reason[];
}

export interface Reach {
  /** Set when nothing narrower can be said, so every screen is reached: the reason. */
  every?: Reason;
  screens: ReachedScreen[];
}

// Changed files that draw nothing: guides, tests, CI. Any other file besides pages.yaml and its documents is code,
// which may change any screen.
const DRAWS_NOTHING = /^(docs|tests|\.github|\.ci)\/|\.md$/;

interface Version {
  source: YamlSource;
  data: Record<string, unknown>;
  root: string;
  uses: Map<string, string[]>;
  lines: Map<string, number>;
}

function load(root: string): Version | undefined {
  const file = join(root, 'pages.yaml');
  const text = readFileSync(file, 'utf8');
  const source = parseYamlSource(text);
  if (!isRecord(source.data)) return undefined;
  const { usage } = checkFile(file, text);
  return {
    source,
    data: source.data,
    root,
    uses: new Map(usage.map((u) => [u.key, u.screens])),
    lines: new Map(usage.map((u) => [u.key, u.line])),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function readText(root: string, path: unknown): string | undefined {
  try {
    return typeof path === 'string' ? readFileSync(join(root, path), 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

interface Part {
  /** Where pages.yaml writes it. */
  at: (string | number)[];
  value: unknown;
  /** A document's file, whose text is part of the value. */
  file?: string;
}

/** A constant's value, a copy text in each pack, or a document's file and text in each pack. */
function partsOf(version: Version, key: string): Part[] {
  const [root, first = '', second = ''] = key.split('.');
  const { data } = version;
  if (root === 'const') return [{ at: ['constants', first], value: asRecord(data.constants)[first] }];
  if (root === 't') {
    const packs = asRecord(asRecord(data.languages).packs);
    return Object.entries(packs).map(([pack, p]) => ({
      at: ['languages', 'packs', pack, 'texts', first, second],
      value: asRecord(asRecord(asRecord(p).texts)[first])[second],
    }));
  }
  return Object.entries(asRecord(asRecord(data.documents)[first])).map(([pack, path]) => ({
    at: ['documents', first, pack],
    value: [path, readText(version.root, path)],
    file: String(path),
  }));
}

/** Where a key's value changed (the first pack or document that differs), or undefined if it did not. */
function changeOf(before: Version, after: Version, key: string): Reason | undefined {
  const then = new Map(partsOf(before, key).map((p) => [JSON.stringify(p.at), p]));
  const now = partsOf(after, key);
  const changed = now.find((p) => !same(then.get(JSON.stringify(p.at))?.value, p.value));
  if (!after.uses.has(key)) return { what: `${key} (removed)` };
  if (!changed) return now.length === then.size ? undefined : { what: key, file: 'pages.yaml', line: after.lines.get(key) };
  // A document's text changed in the same file: point at that file; anything else at its line in pages.yaml.
  if (changed.file !== undefined && then.get(JSON.stringify(changed.at))?.file === changed.file) return { what: key, file: changed.file };
  return { what: key, file: 'pages.yaml', line: after.source.positionOf(changed.at).line };
}

/** pages.yaml without what is compared key by key (constants, copy texts, documents) or screen by screen. */
function restOf(data: Record<string, unknown>): Record<string, unknown> {
  const { constants, screens, documents, ...rest } = data;
  const languages = asRecord(data.languages);
  const packs = Object.fromEntries(Object.entries(asRecord(languages.packs)).map(([id, p]) => [id, { ...asRecord(p), texts: undefined }]));
  return { ...rest, languages: { ...languages, packs } };
}

/**
 * The screens whose pictures a change can alter, from the version in `beforeRoot` to the one in `afterRoot`, with
 * why: a screen's own settings; a constant, copy text or document whose value changed, on every screen that uses it
 * before or after (where-used); and every screen for a change of another section of pages.yaml or of code
 * (`changedFiles`, relative to the repository).
 */
export function reachedScreens(beforeRoot: string, afterRoot: string, changedFiles: readonly string[]): Reach {
  const before = load(beforeRoot);
  const after = load(afterRoot);
  const ids = [...new Set([...Object.keys(asRecord(before?.data.screens)), ...Object.keys(asRecord(after?.data.screens))])].sort();
  const lineOf = (id: string) =>
    after && id in asRecord(after.data.screens) ? after.source.positionOf(['screens', id], { key: true }).line : undefined;
  const everyScreen = (every: Reason): Reach => ({ every, screens: ids.map((id) => ({ id, line: lineOf(id), why: [every] })) });
  if (!before || !after) return everyScreen({ what: `pages.yaml ${before ? 'after' : 'before'} the change cannot be read as YAML` });

  const documentFiles = new Set(
    [before, after].flatMap((v) => Object.values(asRecord(v.data.documents)).flatMap((d) => Object.values(asRecord(d)).map(String))),
  );
  const code = changedFiles.filter((f) => f !== 'pages.yaml' && !documentFiles.has(f) && !DRAWS_NOTHING.test(f));
  if (code.length > 0) return everyScreen({ what: `code changed (${code.slice(0, 3).join(', ')}${code.length > 3 ? ', …' : ''})` });
  const sections = [...new Set([...Object.keys(before.data), ...Object.keys(after.data)])].filter(
    (s) => !same(restOf(before.data)[s], restOf(after.data)[s]),
  );
  if (sections.length > 0) {
    const line = sections[0]! in after.data ? after.source.positionOf([sections[0]!], { key: true }).line : undefined;
    return everyScreen({ what: `${sections.join(', ')} changed`, file: 'pages.yaml', line });
  }

  const why = new Map<string, Reason[]>();
  const reach = (screens: Iterable<string>, reason: Reason) => {
    for (const id of screens) why.set(id, [...(why.get(id) ?? []), reason]);
  };
  for (const id of ids) {
    const then = asRecord(before.data.screens)[id];
    const now = asRecord(after.data.screens)[id];
    if (same(then, now)) continue;
    const what = then === undefined ? 'a new screen' : now === undefined ? 'the screen is removed' : 'its own settings';
    reach([id], { what, file: 'pages.yaml', line: lineOf(id) });
  }
  for (const key of [...new Set([...before.uses.keys(), ...after.uses.keys()])].sort()) {
    const change = changeOf(before, after, key);
    if (change) reach(new Set([...(before.uses.get(key) ?? []), ...(after.uses.get(key) ?? [])]), change);
  }
  return { screens: ids.filter((id) => why.has(id)).map((id) => ({ id, line: lineOf(id), why: why.get(id)! })) };
}
