import { closest } from '../check/describe.ts';
import { copyEditProblem } from './copyEditProblem.ts';
import { type CopyTexts, copyTextsOf } from './copyTexts.ts';
import { CopyEditError, type CopyEdit, editCopyTexts } from './editCopyTexts.ts';
import { CopyImportError, type Sheet, type SheetProblem, type SheetRow } from './sheet.ts';

/**
 * The copy texts as a translator's table: header `key` and the packs in pages.yaml's order, then one row per copy
 * key as screens name it (`complaint.emptyText`). A pack without a text of its own has an empty cell.
 */
export function copyTable(pagesText: string): string[][] {
  const copy = copyTextsOf(pagesText);
  const packs = copy.packs.map((p) => p.id);
  return [['key', ...packs], ...copy.keys.map((key) => [key, ...packs.map((p) => copy.texts[p]?.[key] ?? '')])];
}

/** One text an import changes, with the spreadsheet row it came from. */
export interface CopyChange extends CopyEdit {
  row: number;
  before?: string;
}

/** Which column holds which pack's texts, and what is wrong with the header. */
function readHeader(header: SheetRow, packs: string[]): { columns: Map<string, number>; width: number; cells: number; problem?: string } {
  const names = header.cells.map((c) => c.trim());
  // Spreadsheets may write empty cells after the last heading.
  while (names.length > 1 && names.at(-1) === '') names.pop();
  const columns = new Map<string, number>();
  const problems = [names[0] === 'key' ? '' : `the first column must be key, not "${names[0] ?? ''}"`];
  names.forEach((name, i) => {
    if (i === 0) return;
    if (!packs.includes(name)) problems.push(`column "${name}" is not a language of pages.yaml (${packs.join(', ')})`);
    else if (columns.has(name)) problems.push(`column ${name} is there twice`);
    else columns.set(name, i);
  });
  problems.push(...packs.filter((p) => !names.includes(p)).map((p) => `there is no column ${p}`));
  const found = problems.filter(Boolean);
  const problem = found.length ? `${found.join('; ')}; the first row must be ${['key', ...packs].join(', ')}` : undefined;
  return { columns, width: names.length, cells: header.cells.length, ...(problem ? { problem } : {}) };
}

/** The keys pages.yaml has; what the rows read so far tell: the row of every key, and whether a text lost characters to the file's encoding. */
interface Reading {
  known: ReadonlySet<string>;
  seen: Map<string, number>;
  lostToEncoding: boolean;
}

/** The problems of one row and the changes it makes. */
function readRow(
  row: SheetRow,
  copy: CopyTexts,
  header: ReturnType<typeof readHeader>,
  sheet: Sheet,
  reading: Reading,
): { problems: string[]; changes: CopyChange[] } {
  const { cells } = row;
  // More cells than the first row has are a text that slipped into the next column; so is a text under no heading.
  if (cells.length > header.cells || cells.slice(header.width).some((c) => c.trim() !== '')) {
    const quote = sheet.separator ? `; a text with ${sheet.separator}, a quote or a line break must be in quotes` : '';
    return { problems: [`this row has ${cells.length} cells and the first row ${header.width}${quote}`], changes: [] };
  }
  const key = (cells[0] ?? '').trim();
  if (!reading.known.has(key)) {
    const guess = closest(key, reading.known);
    return { problems: [`pages.yaml has no copy text ${key || '(empty key)'}${guess ? `; did you mean ${guess}?` : ''}`], changes: [] };
  }
  const first = reading.seen.get(key);
  if (first !== undefined) return { problems: [`${key} is already on row ${first}; keep one row per key`], changes: [] };
  reading.seen.set(key, row.row);
  // A cell a spreadsheet left off the end of a row is empty. Line breaks inside a cell may come as CRLF; pages.yaml's are LF.
  const value = (pack: string) => (cells[header.columns.get(pack)!] ?? '').replaceAll('\r\n', '\n');
  const final = (pack: string) => (header.columns.has(pack) && value(pack)) || copy.texts[pack]?.[key];
  const problems: string[] = [];
  const changes: CopyChange[] = [];
  for (const pack of header.columns.keys()) {
    const before = copy.texts[pack]?.[key];
    const text = value(pack);
    if (text === (before ?? '')) continue;
    const others = () => copy.packs.filter((p) => p.id !== pack).map((p) => [p.id, final(p.id)] as const);
    const problem = copyEditProblem(text, before, others, sheet.legacy);
    reading.lostToEncoding ||= problem?.kind === 'worse' && sheet.legacy !== undefined;
    if (problem?.kind === 'empty')
      problems.push(`the ${pack} text of ${key} is empty here but pages.yaml has "${before}"; to remove a text, delete it in pages.yaml`);
    else if (problem?.kind === 'worse') problems.push(`the ${pack} text of ${key} would become ${problem.words}`);
    else if (problem) problems.push(`the ${pack} text of ${key} ${problem.words}`);
    else changes.push({ key, pack, value: text, row: row.row, ...(before === undefined ? {} : { before }) });
  }
  return { problems, changes };
}

/**
 * Applies a translator's table to pages.yaml text: every cell that differs from pages.yaml becomes that one text,
 * the rest of the file stays byte for byte (an unchanged export changes nothing). Refuses the whole table, naming
 * every mistake of the header and the rows in one round, each at its spreadsheet row: a header that is not `key`
 * and the languages, a row with a text past the last column, a key pages.yaml does not have or a key twice, an
 * emptied text, a text that would be worse than pages.yaml's (characters lost, a placeholder dropped) and one
 * whose placeholders differ from another language's. A missing cell at the end of a row is an empty one.
 */
export function importCopyTable(pagesText: string, sheet: Sheet): { text: string; changes: CopyChange[] } {
  const copy = copyTextsOf(pagesText);
  const packs = copy.packs.map((p) => p.id);
  const [first, ...body] = sheet.rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!first) throw new CopyImportError([{ row: 1, message: `the file is empty; its first row must be ${['key', ...packs].join(', ')}` }]);
  const header = readHeader(first, packs);
  const problems: SheetProblem[] = [...sheet.problems, ...(header.problem ? [{ row: first.row, message: header.problem }] : [])];
  const reading: Reading = { known: new Set(copy.keys), seen: new Map(), lostToEncoding: false };
  const changes: CopyChange[] = [];
  for (const row of body) {
    const read = readRow(row, copy, header, sheet, reading);
    problems.push(...read.problems.map((message) => ({ row: row.row, message })));
    changes.push(...read.changes);
  }
  if (reading.lostToEncoding)
    problems.unshift({
      message: `this file is not saved as UTF-8 (Excel's "CSV (Comma delimited)" is ${sheet.legacy!.name}, "CSV (Macintosh)" Mac Roman), and some of its texts cannot be read right (the rows below). Save it as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and import it again`,
    });
  if (problems.length) throw new CopyImportError(problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
  try {
    return { text: editCopyTexts(pagesText, changes), changes };
  } catch (error) {
    if (!(error instanceof CopyEditError)) throw error;
    const row = changes.find((c) => c === error.edit)?.row ?? first.row;
    throw new CopyImportError([{ row, message: error.message }]);
  }
}
