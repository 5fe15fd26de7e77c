import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { checkPages } from './check.ts';
import { functionNames } from './functionNames.ts';
import { formatProblem, type LocatedProblem } from './problem.ts';

/** A problem or warning of a checked file, placed in the file it is in, named relative to where the check runs. */
export interface Finding {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  col: number;
  message: string;
}

/**
 * Checks a pages.yaml file (or `text`, its content already read); returns its located problems and warnings as
 * findings and as printable lines, who uses each constant, copy text and document (`usage`), and the compiled config.
 */
export function checkFile(file: string, text?: string) {
  const full = resolve(file);
  const result = checkPages(text ?? readFileSync(full, 'utf8'), { baseDir: dirname(full), functions: functionNames });
  const shown = (path: string) => relative(process.cwd(), path) || path;
  // A problem inside a document names that file as written in pages.yaml, relative to it.
  const place =
    (severity: Finding['severity']) =>
    (p: LocatedProblem): Finding => ({
      severity,
      file: shown(p.file === undefined ? full : resolve(dirname(full), p.file)),
      line: p.line,
      col: p.col,
      message: p.message,
    });
  const errors = result.problems.map(place('error'));
  const warnings = result.warnings.map(place('warning'));
  const line = (f: Finding) => formatProblem(f.file, { ...f, message: f.severity === 'warning' ? `warning: ${f.message}` : f.message });
  return { ...result, findings: [...errors, ...warnings], lines: errors.map(line), warningLines: warnings.map(line) };
}
