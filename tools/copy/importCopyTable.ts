import { closest } from '../check/describe.ts';
import { copyEditProblem } from './copyEditProblem.ts';
import { type CopyTexts, copyTextsOf } from './copyTexts.ts';
import { CopyEditError, type CopyEdit, editCopyTexts } from './editCopyTexts.ts';
import { type ExportedRow, RECORD_HEADING, readRecord } from './exportRecord.ts';
import { type ImportHeader, readHeader } from './importHeader.ts';
import type { LegacyEncoding } from './legacyEncoding.ts';
import { undoMisreading } from './misreadUtf8.ts';
import { CopyImportError, type Sheet, type SheetProblem, type SheetRow } from './sheet.ts';

/** One text an import changes, with the spreadsheet row it came from and pages.yaml's text before. */
export interface CopyChange extends CopyEdit {
  row: number;
  before?: string;
}

/**
 * A text changed both in the file and in pages.yaml since the file was exported: left as pages.yaml has it.
 * `pages` is undefined when pages.yaml no longer has the key or the language.
 */
export interface CopyConflict {
  row: number;
  key: string;
  pack: string;
  exported: string;
  file: string;
  pages?: string;
}

export interface CopyImport {
  /** pages.yaml with the changes. */
  text: string;
  changes: CopyChange[];
  conflicts: CopyConflict[];
  /** What the import did that the staffer should know, in words (a misread file put right, texts a legacy file could not hold). */
  notes: string[];
}

export interface CopyImportOptions {
  /**
   * For a file without the export record (an older export): write every cell that differs from pages.yaml, which
   * puts back the file's text wherever pages.yaml changed since.
   */
  allDifferences?: boolean;
}

/** A conflict in words, after its row: both texts, and what to do. */
export function conflictMessage(c: CopyConflict): string {
  const since = `this file has "${c.file}", and its ${c.pack} text was "${c.exported}" when the file was exported`;
  if (c.pages === undefined) return `${c.key} (${c.pack}) was not changed: pages.yaml has no such text any more; ${since}`;
  return `${c.key} (${c.pack}) was not changed: pages.yaml has "${c.pages}" since, and ${since}. Pick one: if the file's text is right, type it in the studio's Translations tab or in pages.yaml`;
}

const OLD_EXPORT = `this file has no column "${RECORD_HEADING}": it was exported before the import kept a record of what each text said, or that column was deleted. Without it the import cannot tell the texts changed in the file from those changed in pages.yaml since, and would put the file's back. Export again and carry the changes over; or, if pages.yaml has changed in none of this file's texts since it was exported, import it with --all-differences (in the studio: "Write every difference")`;

/** pages.yaml's texts, the file's header, and what the rows read so far tell: the row of each key, and texts the file's encoding lost or could not hold. */
interface Reading {
  copy: CopyTexts;
  header: ImportHeader;
  sheet: Sheet;
  seen: Map<string, number>;
  lostToEncoding: boolean;
  /** Texts left alone because the file's legacy encoding could not hold them, and one such character. */
  unheld: { count: number; example?: string };
}

/** A text the file changes. */
interface Cell {
  pack: string;
  text: string;
}

/** Whether `file` is `exported` as a file in `legacy` holds it: each character it has no place for turned into another. */
function heldAs(exported: string, file: string, legacy: LegacyEncoding): boolean {
  if (exported.length !== file.length) return false;
  return [...exported].every((char, i) => char === file[i] || !legacy.holds(char));
}

/**
 * Whether `file` is how a spreadsheet writes the text `exported` back after taking it for a number or a boolean (a
 * CSV opened with a double-click, a workbook cell not formatted as Text): `1e3` as `1.00E+03` or `1000`, `0012` as
 * `12`, `true` as `TRUE`.
 */
function retypedBySpreadsheet(exported: string, file: string): boolean {
  const number = (text: string) => (/^[\s+-]*[\d.]/.test(text) ? Number(text.replace(',', '.')) : Number.NaN);
  if (Number.isFinite(number(exported))) return number(file) === number(exported);
  return /^(true|false)$/i.test(exported) && file === exported.toUpperCase();
}

/** The problems of one row and the changes and conflicts it makes. */
function readRow(row: SheetRow, reading: Reading): { problems: string[]; changes: CopyChange[]; conflicts: CopyConflict[] } {
  const { copy, header, sheet } = reading;
  const { cells } = row;
  const none = { changes: [], conflicts: [] };
  // More cells than the first row has are a text that slipped into the next column; so is a text under no heading.
  const key = (cells[0] ?? '').trim();
  if (cells.length > header.cells || cells.slice(header.width).some((c) => c.trim() !== '')) {
    const quote = sheet.separator ? `; a text with ${sheet.separator}, a quote or a line break must be in quotes` : '';
    return { problems: [`the row of ${key || '(no key)'} has ${cells.length} cells and the first row ${header.width}${quote}`], ...none };
  }
  let record: ExportedRow | undefined;
  if (header.record !== undefined) {
    record = readRecord(cells[header.record] ?? '');
    if (!record)
      return {
        problems: [
          `${key || 'this row'} has no record of what it said when exported (the last column): a row can only come from an export; copy it from a new one`,
        ],
        ...none,
      };
    if (record.key !== key)
      return {
        problems: [`the key of this row was ${record.key} when it was exported, not ${key || '(empty)'}; a key cannot be changed`],
        ...none,
      };
  }
  const known = copy.keys.includes(key);
  if (!known && !record) {
    const guess = closest(key, copy.keys);
    return { problems: [`pages.yaml has no copy text ${key || '(empty key)'}${guess ? `; did you mean ${guess}?` : ''}`], ...none };
  }
  const first = reading.seen.get(key);
  if (first !== undefined) return { problems: [`${key} is already on row ${first}; keep one row per key`], ...none };
  reading.seen.set(key, row.row);

  const problems: string[] = [];
  const conflicts: CopyConflict[] = [];
  const edited: Cell[] = [];
  for (const [pack, column] of header.columns) {
    // A cell a spreadsheet left off the end of a row is empty. Line breaks inside a cell may come as CRLF; pages.yaml's are LF.
    let text = (cells[column] ?? '').replaceAll('\r\n', '\n');
    const before = copy.texts[pack]?.[key];
    if (!record) {
      if (text !== (before ?? '')) edited.push({ pack, text });
      continue;
    }
    const exported = record.texts[pack] ?? '';
    if (header.misread) {
      const undone = undoMisreading(text, header.misread);
      if (undone.text !== exported && undone.unsure) {
        problems.push(
          `the ${pack} text of ${key} is "${text}": a spreadsheet read this UTF-8 file as ${header.misread.name} and saved it again, so its accents and Chinese came out garbled, and this text cannot be read back for sure: it has garbled characters beside others, typed since or changed by the spreadsheet. Type the text again in a file that shows it right`,
        );
        continue;
      }
      text = undone.text;
    }
    if (text === exported) continue;
    if (retypedBySpreadsheet(exported, text)) {
      problems.push(
        `the ${pack} text of ${key} was "${exported}" when exported and is "${text}" here, as a spreadsheet writes a text it took for a number or TRUE/FALSE. Format the cell as Text and type the text again`,
      );
      continue;
    }
    if (sheet.legacy && heldAs(exported, text, sheet.legacy)) {
      reading.unheld.count++;
      reading.unheld.example ??= `"${[...exported].find((c) => !sheet.legacy!.holds(c))}" in ${pack}`;
      continue;
    }
    const now = before ?? '';
    if (known && pack in copy.texts && now === exported) edited.push({ pack, text });
    else if (text !== now)
      conflicts.push({ row: row.row, key, pack, exported, file: text, ...(before === undefined ? {} : { pages: before }) });
  }
  // Each text is checked against the others as pages.yaml will have them.
  const final = (pack: string) => edited.find((c) => c.pack === pack)?.text || copy.texts[pack]?.[key];
  const changes: CopyChange[] = [];
  for (const { pack, text } of edited) {
    const before = copy.texts[pack]?.[key];
    const others = () => copy.packs.filter((p) => p.id !== pack).map((p) => [p.id, final(p.id)] as const);
    const problem = copyEditProblem(text, before, others, sheet.legacy);
    reading.lostToEncoding ||= problem?.kind === 'worse' && sheet.legacy !== undefined;
    if (problem?.kind === 'empty')
      problems.push(`the ${pack} text of ${key} is empty here but pages.yaml has "${before}"; to remove a text, delete it in pages.yaml`);
    else if (problem?.kind === 'worse') problems.push(`the ${pack} text of ${key} would become ${problem.words}`);
    else if (problem) problems.push(`the ${pack} text of ${key} ${problem.words}`);
    else changes.push({ key, pack, value: text, row: row.row, ...(before === undefined ? {} : { before }) });
  }
  return { problems, changes, conflicts };
}

/** What the import did that the rows do not say. */
function notesOf(reading: Reading): string[] {
  const { header, sheet, unheld } = reading;
  const notes: string[] = [];
  if (header.misread)
    notes.push(
      `a spreadsheet had read this UTF-8 file as ${header.misread.name} and saved it again, which garbles accents and Chinese ("í" became "${header.misread.decode(Buffer.from('í'))}"); each text was read back as it was`,
    );
  if (unheld.count)
    notes.push(
      `this file is saved as ${sheet.legacy!.name}, which has no place for characters of ${unheld.count} text${unheld.count === 1 ? '' : 's'} (such as ${unheld.example}): ${unheld.count === 1 ? 'it was' : 'they were'} left as pages.yaml has ${unheld.count === 1 ? 'it' : 'them'}. If you changed any, save the file as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and import it again`,
    );
  return notes;
}

/**
 * Applies a translator's table to pages.yaml text: only the texts the translator changed, as told by the export
 * record (what each cell said when exported), so an unchanged export changes nothing whatever pages.yaml did since.
 * A text changed both in the file and in pages.yaml since the export is a conflict, left as pages.yaml has it. The
 * rest of the file stays byte for byte. Refuses the whole table, naming every mistake of the header and the rows
 * in one round, each at its spreadsheet row: a header that is not `key`, the languages and the record; a row with a
 * text past the last column, without its record or with its key changed; a key twice; an emptied text; a text that
 * would be worse than pages.yaml's (characters lost, a placeholder dropped) or whose placeholders differ from
 * another language's. A file without the record is refused unless `allDifferences`, when every cell that differs
 * from pages.yaml is written. A missing cell at the end of a row is an empty one.
 */
export function importCopyTable(pagesText: string, sheet: Sheet, options: CopyImportOptions = {}): CopyImport {
  const copy = copyTextsOf(pagesText);
  const packs = copy.packs.map((p) => p.id);
  const [first, ...body] = sheet.rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!first) throw new CopyImportError([{ row: 1, message: `the file is empty; its first row must be ${['key', ...packs].join(', ')}` }]);
  const header = readHeader(first, body, packs);
  const problems: SheetProblem[] = [...sheet.problems, ...(header.problem ? [{ row: first.row, message: header.problem }] : [])];
  if (header.record === undefined && !options.allDifferences) throw new CopyImportError([{ message: OLD_EXPORT }, ...problems]);
  const reading: Reading = { copy, header, sheet, seen: new Map(), lostToEncoding: false, unheld: { count: 0 } };
  const changes: CopyChange[] = [];
  const conflicts: CopyConflict[] = [];
  // A row whose cells the sheet could not read as texts has said what is wrong with it.
  const unread = new Set(sheet.problems.map((p) => p.row));
  for (const row of body) {
    if (unread.has(row.row)) continue;
    const read = readRow(row, reading);
    problems.push(...read.problems.map((message) => ({ row: row.row, message })));
    changes.push(...read.changes);
    conflicts.push(...read.conflicts);
  }
  if (reading.lostToEncoding)
    problems.unshift({
      message: `this file is saved as ${sheet.legacy!.name}, not UTF-8, and some of its texts cannot be read right (the rows below). Save it as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and import it again`,
    });
  if (problems.length) throw new CopyImportError(problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
  try {
    return { text: editCopyTexts(pagesText, changes), changes, conflicts, notes: notesOf(reading) };
  } catch (error) {
    if (!(error instanceof CopyEditError)) throw error;
    const change = changes.find((c) => c === error.edit);
    throw new CopyImportError(
      change
        ? [{ row: change.row, message: error.message }]
        : changes.map((c) => ({ row: c.row, message: `${c.key} (${c.pack}): ${error.message}` })),
    );
  }
}
