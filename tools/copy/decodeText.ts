import { RECORD_HEADING, RECORD_PREFIX } from './exportRecord.ts';
import { LEGACY_ENCODINGS, type LegacyEncoding } from './legacyEncoding.ts';
import { CopyImportError } from './sheet.ts';

/** A file's text, and the legacy encoding it was read in when it was not Unicode. */
export interface DecodedText {
  text: string;
  legacy?: LegacyEncoding;
}

const startsWith = (bytes: Uint8Array, ...mark: number[]) => mark.every((b, i) => bytes[i] === b);
const firstLine = (text: string) => text.slice(0, text.search(/\r|\n|$/));

const SAVE_AS = 'Save it as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and import it again';
const nameIt = (id: string) =>
  `or, to import it as it is, name its encoding: npm run copy -- import FILE --encoding ${id} (in the studio, the Encoding choice beside Import)`;

/**
 * Reads a spreadsheet's text file as the spreadsheet wrote it: UTF-8 with or without a byte order mark, UTF-16 with
 * one (Excel's "Unicode Text"). Anything else only in the legacy encoding the translator names (`named`), and only
 * if the heading of the export record reads right in it; else it is refused, naming the encoding whose reading of
 * that heading is right, if one is. The byte order mark is not part of the text.
 */
export function decodeText(bytes: Uint8Array, named?: LegacyEncoding): DecodedText {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)) };
  if (startsWith(bytes, 0xff, 0xfe)) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (startsWith(bytes, 0xfe, 0xff)) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {}
  const readsRightAs = LEGACY_ENCODINGS.find((e) => firstLine(e.decode(bytes)).includes(RECORD_HEADING));
  if (!named) {
    const which = readsRightAs ? `; it is ${readsRightAs.name}` : '';
    const ids = LEGACY_ENCODINGS.map((e) => e.id).join(', ');
    throw new CopyImportError([
      {
        message: `this file is not saved as UTF-8${which}. ${SAVE_AS}; ${nameIt(readsRightAs?.id ?? `X (one of ${ids})`)}`,
      },
    ]);
  }
  const text = named.decode(bytes);
  const header = firstLine(text);
  if (header.includes(RECORD_PREFIX) && !header.includes(RECORD_HEADING)) {
    const heading = header
      .slice(header.indexOf(RECORD_PREFIX))
      .split(/[,;\t]/)[0]!
      .replaceAll('"', '');
    const right = readsRightAs ? `; it reads right as ${readsRightAs.name}: --encoding ${readsRightAs.id}` : `. ${SAVE_AS}`;
    throw new CopyImportError([
      {
        message: `this file is not ${named.name}: read as that, the heading of its last column is "${heading}", not "${RECORD_HEADING}"${right}`,
      },
    ]);
  }
  return { text, legacy: named };
}
