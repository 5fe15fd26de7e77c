import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { checkPages } from './check.ts';
import { functionNames } from './functionNames.ts';
import { formatProblem } from './problem.ts';

/** Checks a pages.yaml file; returns its located problems as printable lines, and the compiled config. */
export function checkFile(file: string) {
  const full = resolve(file);
  const result = checkPages(readFileSync(full, 'utf8'), { baseDir: dirname(full), functions: functionNames });
  const shown = relative(process.cwd(), full) || full;
  return { ...result, lines: result.problems.map((p) => formatProblem(shown, p)) };
}
