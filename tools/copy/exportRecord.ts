/**
 * The last column of a translators' file records what each row said when it was exported, so an import can tell
 * the cells the translator changed from those pages.yaml changed since, whatever the spreadsheet did to the texts.
 * Each cell is the row's key and texts as JSON in base64url behind `v1.`: letters, digits, - and _, which no
 * spreadsheet takes for a number, a date or a formula, no encoding changes, and Find and Replace does not match.
 */
export const RECORD_HEADING = 'exported (leave as is) é€';

/**
 * What the heading starts with in any encoding. Its last two characters are written as different bytes by UTF-8
 * and by every legacy encoding a spreadsheet saves CSV in, so reading them back tells how a file was saved.
 */
export const RECORD_PREFIX = 'exported';

const TAG = 'v1.';

/** One row as exported: its key, and each pack's own text ('' where it had none), for every pack of the export. */
export interface ExportedRow {
  key: string;
  texts: Record<string, string>;
}

export function writeRecord(row: ExportedRow): string {
  return TAG + Buffer.from(JSON.stringify([row.key, row.texts])).toString('base64url');
}

/** The row a record cell holds, or undefined when the cell is not one. */
export function readRecord(cell: string): ExportedRow | undefined {
  const token = cell.trim();
  if (!token.startsWith(TAG)) return undefined;
  try {
    const [key, texts] = JSON.parse(Buffer.from(token.slice(TAG.length), 'base64url').toString('utf8')) as unknown[];
    if (typeof key !== 'string' || typeof texts !== 'object' || texts === null) return undefined;
    if (!Object.values(texts).every((text) => typeof text === 'string')) return undefined;
    return { key, texts: texts as Record<string, string> };
  } catch {
    return undefined;
  }
}
