/** One CSV record with the line it starts on (1-based; a quoted cell may hold line breaks, so records span lines). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/** A CSV mistake at a line, in words. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const needsQuotes = /[",\r\n]/;

/** RFC 4180 text: cells quoted when they hold a comma, a quote or a line break (quotes doubled), CRLF after every record. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => `${cells.map((c) => (needsQuotes.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')}\r\n`).join('');
}

/**
 * Reads RFC 4180 CSV as spreadsheets write it: CRLF or LF line ends, a UTF-8 byte order mark (Excel's) ignored,
 * quoted cells with doubled quotes and line breaks. Lines with nothing on them are skipped. Throws a CsvError at
 * the line of a quote inside an unquoted cell, text after a closing quote, or a quote never closed.
 */
export function parseCsv(text: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    if (source[i] === '\n' || (source[i] === '\r' && source[i + 1] === '\n')) {
      i += source[i] === '\r' ? 2 : 1;
      line++;
      continue;
    }
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (source[i] === '"') {
        const opened = line;
        i++;
        for (;;) {
          if (i >= source.length) throw new CsvError(opened, 'a quoted cell is never closed; close it with "');
          const c = source[i]!;
          if (c === '"' && source[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else if (c === '"') {
            i++;
            break;
          } else {
            if (c === '\n') line++;
            cell += c;
            i++;
          }
        }
        if (i < source.length && source[i] !== ',' && source[i] !== '\n' && !(source[i] === '\r' && source[i + 1] === '\n'))
          throw opened === line
            ? new CsvError(line, 'text after the closing quote of a cell; a quote inside a quoted cell is written twice ("")')
            : new CsvError(
                opened,
                `a quoted cell opens here and runs on to line ${line}, where text follows its closing quote; is a closing " missing?`,
              );
      } else {
        while (i < source.length && source[i] !== ',' && source[i] !== '\n' && !(source[i] === '\r' && source[i + 1] === '\n')) {
          if (source[i] === '"')
            throw new CsvError(
              line,
              'a quote inside a cell that does not start with one; quote the whole cell and write the quote twice ("")',
            );
          cell += source[i];
          i++;
        }
      }
      cells.push(cell);
      if (source[i] === ',') {
        i++;
        continue;
      }
      if (i < source.length) {
        i += source[i] === '\r' ? 2 : 1;
        line++;
      }
      break;
    }
    rows.push({ line: start, cells });
  }
  return rows;
}
