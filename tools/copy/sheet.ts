import type { LegacyEncoding } from './legacyEncoding.ts';

/** One row of a translator's table: its number as the spreadsheet shows it (1 is the header), and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A translator's table as read from a file, in either format. */
export interface Sheet {
  rows: SheetRow[];
  /** For a CSV, what separates its cells, in words ("a comma"). */
  separator?: string;
  /** The legacy encoding a CSV was read in, when it was not UTF-8. */
  legacy?: LegacyEncoding;
  /** Cells the format could read but that are no text (a date in a workbook). */
  problems: SheetProblem[];
}

/** A mistake at a spreadsheet row, or in the whole file when `row` is undefined. */
export interface SheetProblem {
  row?: number;
  message: string;
}

/** Why an import was refused: every mistake found, in row order (the file's own first). Nothing was written. */
export class CopyImportError extends Error {
  constructor(readonly problems: SheetProblem[]) {
    super(problems.map((p) => (p.row === undefined ? p.message : `row ${p.row}: ${p.message}`)).join('\n'));
  }
}
