import { copyTable } from './copyTable.ts';
import { readCsv, writeCsv } from './csvSheet.ts';
import { type CopyImport, type CopyImportOptions, importCopyTable } from './importCopyTable.ts';
import type { LegacyEncoding } from './legacyEncoding.ts';
import { readXlsx, writeXlsx } from './xlsxSheet.ts';

/** The two file formats of the translators' table. */
export type CopyFormat = 'csv' | 'xlsx';

/** The format a file name asks for: .xlsx is an Excel workbook, anything else CSV. */
export function formatOfName(name: string): CopyFormat {
  return /\.xlsx$/i.test(name) ? 'xlsx' : 'csv';
}

/** A workbook is a zip archive, whatever its name says. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Every copy text of pages.yaml as a translators' file, in CSV (UTF-8 with a byte order mark) or as a workbook. */
export function exportCopyFile(pagesText: string, format: CopyFormat): Promise<Uint8Array> {
  const rows = copyTable(pagesText);
  return format === 'xlsx' ? writeXlsx(rows) : Promise.resolve(writeCsv(rows));
}

export interface CopyFileOptions extends CopyImportOptions {
  /** The legacy encoding of a CSV that is not UTF-8, as the translator names it. */
  encoding?: LegacyEncoding;
}

/**
 * A translators' file applied to pages.yaml text (`importCopyTable`), read as a workbook or as CSV by its content.
 * The same rows, refusals and row numbers either way. Throws a CopyImportError, having written nothing.
 */
export async function importCopyFile(
  pagesText: string,
  bytes: Uint8Array,
  options: CopyFileOptions = {},
): Promise<CopyImport & { encoding?: string }> {
  const sheet = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes, options.encoding);
  return { ...importCopyTable(pagesText, sheet, options), ...(sheet.legacy ? { encoding: sheet.legacy.name } : {}) };
}
