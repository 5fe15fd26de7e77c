import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { decodeText } from './decodeText.ts';
import { guardFormula, unguardFormula } from './formulaGuard.ts';
import type { LegacyEncoding } from './legacyEncoding.ts';
import { CopyImportError, type Sheet } from './sheet.ts';

/** The separators spreadsheets write: a comma, a semicolon (Excel where the decimal mark is a comma), a tab. */
const SEPARATORS = [
  [',', 'a comma'],
  [';', 'a semicolon'],
  ['\t', 'a tab'],
] as const;

/** The separator of a table whose first row is `key` and the language codes: the one that row uses most. */
function separatorOf(text: string): (typeof SEPARATORS)[number] {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const uses = (mark: string) => header.split(mark).length;
  return SEPARATORS.reduce((best, candidate) => (uses(candidate[0]) > uses(best[0]) ? candidate : best));
}

/** A quote mistake of csv-parse in a translator's words, at the spreadsheet row it is in. */
function quoteMistake(error: CsvError, text: string): CopyImportError {
  const row = (error as CsvError & { records: number }).records + 1;
  const { bytes_records: rowStart, lines } = error as CsvError & { bytes_records: number; lines: number };
  const rowLine = Buffer.from(text).subarray(0, rowStart).toString().split('\n').length;
  const message =
    error.code === 'INVALID_OPENING_QUOTE'
      ? 'a quote inside a cell that does not start with one; quote the whole cell and write the quote twice ("")'
      : error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted cell is never closed; close it with "'
        : error.code === 'CSV_INVALID_CLOSING_QUOTE' && lines > rowLine
          ? 'a cell that starts with a quote runs on into the rows below, where text follows its closing quote; is a closing " missing?'
          : error.code === 'CSV_INVALID_CLOSING_QUOTE'
            ? 'text after the closing quote of a cell; a quote inside a quoted cell is written twice ("")'
            : error.message;
  return new CopyImportError([{ row, message: `${message}. The rows after it could not be read` }]);
}

/**
 * Reads a translator's CSV as spreadsheets save it: UTF-8 (a byte order mark or none), UTF-16, or the legacy
 * `encoding` the translator names (`decodeText`); cells separated by commas, semicolons or tabs; CRLF, LF or CR line
 * ends; quoted cells with doubled quotes and line breaks. Rows are numbered as the spreadsheet shows them: a cell with
 * line breaks is one row, an empty line is an empty row. A cell guarded against running as a formula is read as its
 * text. Throws a CopyImportError at the row of a quote mistake, after which nothing can be read for sure.
 */
export function readCsv(bytes: Uint8Array, encoding?: LegacyEncoding): Sheet {
  const { text, legacy } = decodeText(bytes, encoding);
  const [delimiter, separator] = separatorOf(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw quoteMistake(error, text);
    throw error;
  }
  return {
    rows: records.map((cells, i) => ({ row: i + 1, cells: cells.map(unguardFormula) })),
    separator,
    ...(legacy ? { legacy } : {}),
    problems: [],
  };
}

/**
 * RFC 4180 text for a spreadsheet: a UTF-8 byte order mark, so Excel opens it as UTF-8 rather than as its
 * legacy encoding; cells quoted when they hold a comma, a quote or a line break; CRLF after every row; a text a
 * spreadsheet would run as a formula (`=HYPERLINK(…)`) behind an apostrophe, which `readCsv` takes off again.
 */
export function writeCsv(rows: readonly (readonly string[])[]): Uint8Array {
  const cells = rows.map((row) => row.map(guardFormula));
  return Buffer.from(`\uFEFF${stringify(cells, { record_delimiter: 'windows' })}`);
}
