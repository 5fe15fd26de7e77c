import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { checkPages } from './check.ts';
import { functionNames } from './functionNames.ts';
import { formatProblem } from './problem.ts';

/**
 * Checks a pages.yaml file (or `text`, its content already read); returns its located problems and warnings as
 * printable lines, who uses each constant, copy text and document (`usage`), and the compiled config.
 */
export function checkFile(file: string, text?: string) {
  const full = resolve(file);
  const result = checkPages(text ?? readFileSync(full, 'utf8'), { baseDir: dirname(full), functions: functionNames });
  const shown = relative(process.cwd(), full) || full;
  return {
    ...result,
    lines: result.problems.map((p) => formatProblem(shown, p)),
    warningLines: result.warnings.map((p) => formatProblem(shown, p)),
  };
}
