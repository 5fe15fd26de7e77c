import { readSheet, type SheetData } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { CopyImportError, type Sheet, type SheetProblem } from './sheet.ts';

/** Width of the key column, of each language's and of the export record, in characters. */
const KEY_WIDTH = 34;
const TEXT_WIDTH = 60;
const RECORD_WIDTH = 12;

/** A column's letters as spreadsheets show them: A, B, … Z, AA, AB. */
function columnName(index: number): string {
  return (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
}

/**
 * Reads the first sheet of an Excel workbook (.xlsx) as a translator's table: every cell as the text it holds,
 * rows numbered as the spreadsheet shows them. A workbook stores Unicode text, so there is no encoding to get
 * wrong. A cell holding a date or TRUE/FALSE is not a text (the spreadsheet turned what was typed into one): it is
 * named as a problem. A number is kept as written in the file.
 */
export async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  let data: SheetData<string>;
  try {
    data = await readSheet(Buffer.from(bytes), { trim: false, parseNumber: (written) => written });
  } catch (error) {
    throw new CopyImportError([
      {
        message: `this file cannot be read as an Excel workbook (.xlsx): ${(error as Error).message}; save it again as one, or as CSV UTF-8`,
      },
    ]);
  }
  const problems: SheetProblem[] = [];
  const rows = data.map((cells, i) => ({
    row: i + 1,
    cells: cells.map((cell, column, all) => {
      if (cell === null) return '';
      if (typeof cell === 'string') return cell;
      problems.push({
        row: i + 1,
        message: `the cell in column ${columnName(column)}${typeof all[0] === 'string' ? ` (${all[0].trim()})` : ''} holds ${typeof cell === 'boolean' ? 'TRUE or FALSE' : 'a date'}, not a text; format the cell as Text and type the text again`,
      });
      return '';
    }),
  }));
  return { rows, problems };
}

/**
 * A workbook of one sheet for translators: every cell stored as text and formatted as Text, so Excel never turns
 * what is typed into a number or a date; the header in bold and frozen; long texts wrapped. The last column, the
 * export record, is narrow and not wrapped, so its long cells keep each row one line high.
 */
export async function writeXlsx(rows: readonly (readonly string[])[]): Promise<Uint8Array> {
  const [header = [], ...body] = rows;
  const last = header.length - 1;
  const cell = (value: string, column: number, bold = false) => ({
    value,
    type: String,
    format: '@',
    wrap: column !== last,
    ...(bold ? { fontWeight: 'bold' as const } : {}),
  });
  const data = [header.map((value, i) => cell(value, i, true)), ...body.map((cells) => cells.map((value, i) => cell(value, i)))];
  const columns = header.map((_, i) => ({ width: i === 0 ? KEY_WIDTH : i === last ? RECORD_WIDTH : TEXT_WIDTH }));
  return writeExcelFile(data, { columns, stickyRowsCount: 1 }).toBuffer();
}
