import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPages } from '../../../tools/check/check.ts';
import { functionNames } from '../../../tools/check/functionNames.ts';
import { formatProblem } from '../../../tools/check/problem.ts';

/** The corpus folder; document paths in base.yaml (content/*.md) resolve against it. */
export const corpusDir = dirname(fileURLToPath(import.meta.url));

// A top-level key: a line starting with a name and a colon. Found by text, so broken YAML still works.
const TOP_KEY = /^([A-Za-z_][\w-]*)\s*:/gm;
// `# corpus-omit: documents, screens` drops base sections a case wants missing.
const OMIT = /^# corpus-omit:(.*)$/m;

/**
 * A case as checked: its own text, unchanged so its line numbers are the ones reported, followed by every
 * top-level section of base.yaml that the case neither writes nor omits.
 */
export function assembleCase(caseText: string, baseText: string = readCorpusFile('base.yaml')): string {
  const written = new Set([...caseText.matchAll(TOP_KEY)].map((m) => m[1]));
  const omitted = (OMIT.exec(caseText)?.[1] ?? '').split(',').map((s) => s.trim());
  const starts = [...baseText.matchAll(TOP_KEY)];
  const sections = starts.map((m, i) => ({ key: m[1], text: baseText.slice(m.index, starts[i + 1]?.index).trimEnd() }));
  const added = sections.filter((s) => !written.has(s.key) && !omitted.includes(s.key ?? '')).map((s) => s.text);
  return `${[caseText.trimEnd(), ...added].join('\n\n')}\n`;
}

export function readCorpusFile(name: string): string {
  return readFileSync(join(corpusDir, name), 'utf8');
}

/** Every case file, in name order. */
export function caseFiles(): string[] {
  return readdirSync(corpusDir)
    .filter((f) => /^\d+-.*\.yaml$/.test(f))
    .sort();
}

/** The checker's problems for a case as `line:col: message` lines. */
export function checkCase(name: string): string[] {
  const text = name === 'base.yaml' ? readCorpusFile(name) : assembleCase(readCorpusFile(name));
  const { problems } = checkPages(text, { baseDir: corpusDir, functions: functionNames });
  // pages.yaml problems as line:col: message; those inside a document file keep its name in front.
  return problems.map((p) => (p.file ? formatProblem('', p) : formatProblem('', p).slice(1)));
}
