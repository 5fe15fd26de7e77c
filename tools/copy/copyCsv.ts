import { closest } from '../check/describe.ts';
import { copyEditProblem } from './copyEditProblem.ts';
import { copyTextsOf } from './copyTexts.ts';
import { CsvError, formatCsv, parseCsv } from './csv.ts';
import { CopyEditError, type CopyEdit, editCopyTexts } from './editCopyTexts.ts';

/**
 * The copy texts as a translator's table: header `key,es,en,zh` (the packs in pages.yaml's order), then one row
 * per copy key as screens name it (`complaint.emptyText`). A pack without a text of its own has an empty cell.
 */
export function exportCopyCsv(pagesText: string): string {
  const copy = copyTextsOf(pagesText);
  const packs = copy.packs.map((p) => p.id);
  return formatCsv([['key', ...packs], ...copy.keys.map((key) => [key, ...packs.map((p) => copy.texts[p]?.[key] ?? '')])]);
}

/** One text an import changes, with the CSV line it came from. */
export interface CopyChange extends CopyEdit {
  line: number;
  before?: string;
}

/** Why an import was refused: every mistake found, each with its CSV line, in line order. Nothing was written. */
export class CopyImportError extends Error {
  constructor(readonly problems: { line: number; message: string }[]) {
    super(problems.map((p) => `line ${p.line}: ${p.message}`).join('\n'));
  }
}

/**
 * Applies a translator's CSV to pages.yaml text: every cell that differs from pages.yaml becomes that one text,
 * the rest of the file stays byte for byte (an unchanged export changes nothing). Refuses the whole file, with
 * the line of each mistake, for a header that is not `key` and the packs, a row whose cell count differs from the
 * header's, a key pages.yaml does not have or a key twice, an emptied text, a text whose placeholders (`{0}`)
 * differ from another pack's, and CSV that does not parse.
 */
export function importCopyCsv(pagesText: string, csvText: string): { text: string; changes: CopyChange[] } {
  const copy = copyTextsOf(pagesText);
  const packs = copy.packs.map((p) => p.id);
  let rows: ReturnType<typeof parseCsv>;
  try {
    rows = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvError) throw new CopyImportError([{ line: error.line, message: error.message.replace(/^line \d+: /, '') }]);
    throw error;
  }
  const [header, ...body] = rows;
  const expected = ['key', ...packs].join(',');
  if (!header) throw new CopyImportError([{ line: 1, message: `the file is empty; it needs the header ${expected}` }]);
  const columns = header.cells.map((c) => c.trim());
  const headerProblems = [
    columns[0] === 'key' ? '' : `the first column must be key, not "${columns[0]}"`,
    ...columns
      .slice(1)
      .map((c, i) =>
        packs.includes(c)
          ? columns.indexOf(c) === i + 1
            ? ''
            : `column ${c} is there twice`
          : `column "${c}" is not a language pack of pages.yaml (${packs.join(', ')})`,
      ),
    ...packs.filter((p) => !columns.includes(p)).map((p) => `there is no column ${p}`),
  ].filter(Boolean);
  if (headerProblems.length)
    throw new CopyImportError([{ line: header.line, message: `${headerProblems.join('; ')}; the header must be ${expected}` }]);

  const problems: { line: number; message: string }[] = [];
  const seen = new Map<string, number>();
  const known = new Set(copy.keys);
  const changes: CopyChange[] = [];
  for (const row of body) {
    if (row.cells.length !== columns.length) {
      problems.push({
        line: row.line,
        message: `this row has ${row.cells.length} cells and the header ${columns.length}; a text with a comma, a quote or a line break must be in quotes`,
      });
      continue;
    }
    const key = row.cells[0]!.trim();
    if (!known.has(key)) {
      const guess = closest(key, known);
      problems.push({
        line: row.line,
        message: `pages.yaml has no copy text ${key || '(empty key)'}${guess ? `; did you mean ${guess}?` : ''}`,
      });
      continue;
    }
    if (seen.has(key)) {
      problems.push({ line: row.line, message: `${key} is already on line ${seen.get(key)}; keep one row per key` });
      continue;
    }
    seen.set(key, row.line);
    // Spreadsheets write line breaks inside a cell as CRLF; pages.yaml texts use LF.
    const cells = new Map(columns.slice(1).map((pack, i) => [pack, row.cells[i + 1]!.replaceAll('\r\n', '\n')]));
    const final = (pack: string) => cells.get(pack) || copy.texts[pack]?.[key];
    for (const [pack, value] of cells) {
      const before = copy.texts[pack]?.[key];
      if (value === (before ?? '')) continue;
      const problem = copyEditProblem(value, () => packs.filter((other) => other !== pack).map((other) => [other, final(other)] as const));
      if (problem) {
        problems.push({
          line: row.line,
          message:
            problem.kind === 'empty'
              ? `the ${pack} text of ${key} is empty here but pages.yaml has "${before}"; to remove a text, delete it in pages.yaml`
              : `the ${pack} text of ${key} ${problem.words}`,
        });
        continue;
      }
      changes.push({ key, pack, value, line: row.line, ...(before === undefined ? {} : { before }) });
    }
  }
  if (problems.length) throw new CopyImportError(problems);
  try {
    return { text: editCopyTexts(pagesText, changes), changes };
  } catch (error) {
    if (!(error instanceof CopyEditError)) throw error;
    const line = changes.find((c) => c === error.edit)?.line ?? header.line;
    throw new CopyImportError([{ line, message: error.message }]);
  }
}
