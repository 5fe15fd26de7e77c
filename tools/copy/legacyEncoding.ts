import iconv from 'iconv-lite';

/** A legacy single-byte encoding a spreadsheet may save a CSV in. */
export interface LegacyEncoding {
  /** As `npm run copy -- import --encoding` and the studio name it. */
  id: string;
  /** In words. */
  name: string;
  decode(bytes: Uint8Array): string;
  /** The byte of a character, undefined for one the encoding has no place for. */
  byteOf(char: string): number | undefined;
  holds(char: string): boolean;
}

function singleByte(id: string, name: string, charOf: (byte: number) => string): LegacyEncoding {
  const chars = Array.from({ length: 256 }, (_, byte) => charOf(byte));
  const bytes = new Map(chars.map((char, byte) => [char, byte]));
  return {
    id,
    name,
    decode: (data) => Array.from(data, (byte) => chars[byte]!).join(''),
    byteOf: (char) => bytes.get(char),
    holds: (char) => bytes.has(char),
  };
}

/** The Encoding Standard's table, as Node's TextDecoder has it. */
const standard = (label: string) => {
  const decoder = new TextDecoder(label);
  return (byte: number) => decoder.decode(Uint8Array.of(byte));
};

/**
 * Node 20's TextDecoder reads windows-1252 as ISO-8859-1 (bytes 0x80-0x9F as controls, so Excel's “quotes”, … and
 * € would be lost): iconv-lite's table, where its five unassigned bytes read as the controls of the same number, as
 * Windows and the Encoding Standard read them.
 */
const windows1252 = (byte: number) => {
  const char = iconv.decode(Buffer.of(byte), 'windows-1252');
  return char === '\uFFFD' ? String.fromCharCode(byte) : char;
};

/**
 * The legacy encodings a translator can name: what spreadsheets write as CSV for the languages we have. Windows-1252
 * is Excel for Windows' "CSV (Comma delimited)", Mac Roman Excel for Mac's "CSV (Macintosh)", ISO-8859-15 a choice
 * of LibreOffice's.
 */
export const LEGACY_ENCODINGS: readonly LegacyEncoding[] = [
  singleByte('windows-1252', 'Windows-1252', windows1252),
  singleByte('macintosh', 'Mac Roman', standard('macintosh')),
  singleByte('iso-8859-15', 'ISO-8859-15', standard('iso-8859-15')),
];

/** The legacy encoding of that id, or undefined. */
export function legacyEncoding(id: string): LegacyEncoding | undefined {
  return LEGACY_ENCODINGS.find((encoding) => encoding.id === id.toLowerCase());
}
