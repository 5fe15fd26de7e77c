import { RECORD_HEADING, RECORD_PREFIX, readRecord } from './exportRecord.ts';
import type { LegacyEncoding } from './legacyEncoding.ts';
import { MISREADINGS } from './misreadUtf8.ts';
import type { SheetRow } from './sheet.ts';

/** What the first row of a translators' file says about the rest. */
export interface ImportHeader {
  /** The column of each language. */
  columns: Map<string, number>;
  /** The column of the export record; undefined in a file exported before there was one. */
  record?: number;
  /** The languages of the export, from its records. */
  exported: ReadonlySet<string>;
  /** A spreadsheet read this UTF-8 file in this encoding and saved it again as UTF-8 (the record's heading shows it). */
  misread?: LegacyEncoding;
  /** How many headings there are, and how many cells the first row has. */
  width: number;
  cells: number;
  problem?: string;
}

/** The heading of the export record as a UTF-8 file shows after a spreadsheet read it in `encoding` and saved it. */
const misreadHeading = (encoding: LegacyEncoding) => encoding.decode(Buffer.from(RECORD_HEADING));

/**
 * Reads the first row: `key`, each language once, and the export record's column. A language pages.yaml does not
 * have is refused unless the export had it (pages.yaml dropped it since), and one the export had must be there.
 */
export function readHeader(header: SheetRow, body: readonly SheetRow[], packs: readonly string[]): ImportHeader {
  const names = header.cells.map((c) => c.trim());
  // Spreadsheets may write empty cells after the last heading.
  while (names.length > 1 && names.at(-1) === '') names.pop();
  const record = names.findIndex((name, i) => i > 0 && name.startsWith(RECORD_PREFIX));
  const heading = names[record];
  const misread = MISREADINGS.find((e) => heading === misreadHeading(e));
  const firstRecord = record < 0 ? undefined : body.map((row) => readRecord(row.cells[record] ?? '')).find((r) => r !== undefined);
  const exported = new Set(firstRecord ? Object.keys(firstRecord.texts) : []);
  const columns = new Map<string, number>();
  const problems = [names[0] === 'key' ? '' : `the first column must be key, not "${names[0] ?? ''}"`];
  if (heading !== undefined && heading !== RECORD_HEADING && !misread)
    problems.push(
      `the last heading is "${heading}", not "${RECORD_HEADING}": it was changed, or the file was saved in an encoding the import cannot tell`,
    );
  names.forEach((name, i) => {
    if (i === 0 || i === record) return;
    if (name.startsWith(RECORD_PREFIX)) problems.push(`column "${name}" is there twice`);
    else if (!packs.includes(name) && !exported.has(name))
      problems.push(`column "${name}" is not a language of pages.yaml (${packs.join(', ')})`);
    else if (columns.has(name)) problems.push(`column ${name} is there twice`);
    else columns.set(name, i);
  });
  const needed = record < 0 ? packs : [...exported];
  problems.push(...needed.filter((p) => !columns.has(p)).map((p) => `there is no column ${p}`));
  const found = problems.filter(Boolean);
  const first = ['key', ...needed, ...(record < 0 ? [] : [RECORD_HEADING])];
  const problem = found.length ? `${found.join('; ')}; the first row must be ${first.join(', ')}` : undefined;
  return {
    columns,
    ...(record < 0 ? {} : { record }),
    exported,
    ...(misread ? { misread } : {}),
    width: names.length,
    cells: header.cells.length,
    ...(problem ? { problem } : {}),
  };
}
