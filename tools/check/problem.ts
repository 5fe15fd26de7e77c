import type { Path, Position } from './yamlSource.ts';

/** One thing wrong with pages.yaml: where (a data path, or a position already known) and what, in plain words. */
export interface Problem {
  path?: Path;
  /** Point at the key rather than the value. */
  key?: boolean;
  /** Characters into the value, for a problem inside an expression. */
  offset?: number;
  position?: Position;
  /** A document file (as pages.yaml names it) that `position` is in, for a mistake inside that file. */
  file?: string;
  message: string;
}

/** A located problem ready to print; `file` is set when it is in a document file rather than pages.yaml. */
export interface LocatedProblem {
  line: number;
  col: number;
  file?: string;
  message: string;
}

/** `file:line:col: message`, the form editors and terminals turn into links; `file` is pages.yaml's name. */
export function formatProblem(file: string, problem: LocatedProblem): string {
  return `${problem.file ?? file}:${problem.line}:${problem.col}: ${problem.message}`;
}
