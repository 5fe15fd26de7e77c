/** One use of something a browser of the floor lacks: where in the shipped file, and what it needs. */
export interface FloorProblem {
  /** Relative to the build folder, e.g. `assets/index-Bz.js`. */
  file: string;
  /** 1-based; 0 when the tool reports the file only. */
  line: number;
  column: number;
  message: string;
}

/** `assets/index-Bz.js:10:11523: …`, the way the config checker prints its problems. */
export function formatFloorProblem(p: FloorProblem): string {
  return `${p.file}${p.line ? `:${p.line}:${p.column}` : ''}: ${p.message}`;
}
