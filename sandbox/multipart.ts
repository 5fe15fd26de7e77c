/** One part of a multipart/form-data body. `filename` is set only for file parts. */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType: string;
  data: Buffer;
}

/** Reads the boundary out of a `multipart/form-data; boundary=...` header, quoted or not. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : null;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Splits a multipart body on its boundary. Works on bytes throughout (never decoding the payload), so binary
 * files survive intact even when they contain CR, LF, dashes or text that resembles a boundary.
 * Returns null when the body is not well-formed multipart (no opening or closing delimiter, a part without a
 * header block or without a name).
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const opening = Buffer.from(`--${boundary}`);
  // Every delimiter after the first is preceded by CRLF, which belongs to the delimiter, not to the data.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const first = body.indexOf(opening);
  if (first < 0) return null;
  let cursor = first + opening.length;
  const parts: MultipartPart[] = [];
  for (;;) {
    if (body.subarray(cursor, cursor + 2).toString('latin1') === '--') return parts;
    // RFC 2046 allows linear whitespace between the delimiter and its CRLF.
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
    if (!body.subarray(cursor, cursor + 2).equals(CRLF)) return null;
    const start = cursor + 2;
    const end = body.indexOf(delimiter, start);
    if (end < 0) return null;
    const part = parsePart(body.subarray(start, end));
    if (!part) return null;
    parts.push(part);
    cursor = end + delimiter.length;
  }
}

function parsePart(raw: Buffer): MultipartPart | null {
  // A part with no headers starts straight with the blank line.
  const headerEnd = raw.subarray(0, 2).equals(CRLF) ? 0 : raw.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const headers = new Map<string, string>();
  for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  const name = dispositionParam(disposition, 'name');
  if (!/^form-data\b/i.test(disposition) || name === undefined) return null;
  const filename = dispositionParam(disposition, 'filename');
  const data = raw.subarray(headerEnd === 0 ? 2 : headerEnd + HEADER_END.length);
  return {
    name,
    ...(filename !== undefined ? { filename } : {}),
    contentType: headers.get('content-type') ?? (filename !== undefined ? 'application/octet-stream' : 'text/plain'),
    data: Buffer.from(data),
  };
}

function dispositionParam(header: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}
