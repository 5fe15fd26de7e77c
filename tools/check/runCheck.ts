import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { checkPages } from './check.ts';
import { functionNames } from './functionNames.ts';
import { formatProblem, type LocatedProblem } from './problem.ts';

/**
 * Checks a pages.yaml file (or `text`, its content already read); returns its located problems and warnings as
 * printable lines, who uses each constant, copy text and document (`usage`), and the compiled config.
 */
export function checkFile(file: string, text?: string) {
  const full = resolve(file);
  const result = checkPages(text ?? readFileSync(full, 'utf8'), { baseDir: dirname(full), functions: functionNames });
  const shown = (path: string) => relative(process.cwd(), path) || path;
  // A problem inside a document names that file as written in pages.yaml, relative to it.
  const format = (p: LocatedProblem) =>
    formatProblem(shown(full), p.file === undefined ? p : { ...p, file: shown(resolve(dirname(full), p.file)) });
  return { ...result, lines: result.problems.map(format), warningLines: result.warnings.map(format) };
}
