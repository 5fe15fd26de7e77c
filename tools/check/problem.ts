import type { Path, Position } from './yamlSource.ts';

/** One thing wrong with pages.yaml: where (a data path, or a position already known) and what, in plain words. */
export interface Problem {
  path?: Path;
  /** Point at the key rather than the value. */
  key?: boolean;
  /** Characters into the value, for a problem inside an expression. */
  offset?: number;
  position?: Position;
  message: string;
}

/** A located problem ready to print. */
export interface LocatedProblem { line: number; col: number; message: string }

export function formatProblem(file: string, problem: LocatedProblem): string {
  return `${file}:${problem.line}:${problem.col}: ${problem.message}`;
}
