import type { IncomingMessage, ServerResponse } from 'node:http';
import { multipartBoundary, parseMultipart } from './multipart.ts';

/**
 * What a handler answers. Handlers build replies instead of writing to the response so the server can log,
 * delay or replace any of them in one place (see scenarios.ts).
 */
export type Reply =
  | { kind: 'send'; status: number; contentType: string; body: string | Uint8Array; headers?: Record<string, string> }
  | { kind: 'hang' };

export function json(value: unknown, status = 200): Reply {
  return { kind: 'send', status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

export function text(body: string, status = 200, contentType = 'text/plain; charset=utf-8'): Reply {
  return { kind: 'send', status, contentType, body };
}

export function bytes(body: Uint8Array, contentType: string): Reply {
  return { kind: 'send', status: 200, contentType, body, headers: { 'cache-control': 'no-store' } };
}

export function svg(markup: string): Reply {
  return bytes(Buffer.from(markup, 'utf8'), 'image/svg+xml');
}

/** Writes a reply; a hanging reply writes nothing and leaves the socket open until the client gives up. */
export function send(res: ServerResponse, reply: Reply): void {
  if (reply.kind === 'hang' || res.destroyed) return;
  res.writeHead(reply.status, {
    'content-type': reply.contentType,
    'x-content-type-options': 'nosniff',
    ...reply.headers,
  });
  res.end(reply.body);
}

/** A file part of a multipart body, kept as bytes. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RawBody {
  data: Buffer;
  /** The body went over the limit; its bytes were read and dropped so the client still gets an answer. */
  tooLarge: boolean;
}

export function readBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve({ data: Buffer.concat(chunks), tooLarge: size > limit }));
    req.on('error', reject);
  });
}

export interface ParsedBody {
  /** Text fields, whatever the encoding (form, JSON or multipart), as strings for handlers. */
  fields: Record<string, string>;
  files: UploadedFile[];
  /** What the request log shows: the fields as sent, files summarised instead of dumped. */
  logged: unknown;
  /** The body could not be parsed as its content type says. */
  malformed: boolean;
}

const EMPTY: ParsedBody = { fields: {}, files: [], logged: null, malformed: false };

/**
 * Parses form, JSON or multipart bodies. Without a usable content type it sniffs JSON, because the promotion
 * clients are allowed to send either.
 */
export function parseBody(contentType: string | undefined, data: Buffer): ParsedBody {
  if (data.length === 0) return EMPTY;
  const boundary = multipartBoundary(contentType);
  if (boundary) return parseMultipartBody(data, boundary);
  const textBody = data.toString('utf8');
  const looksJson = /^\s*[{[]/.test(textBody);
  if (/application\/json/i.test(contentType ?? '') || (!/urlencoded/i.test(contentType ?? '') && looksJson)) {
    try {
      const value: unknown = JSON.parse(textBody);
      return { fields: stringFields(value), files: [], logged: value, malformed: false };
    } catch {
      return { fields: {}, files: [], logged: textBody, malformed: true };
    }
  }
  const fields = Object.fromEntries(new URLSearchParams(textBody));
  return { fields, files: [], logged: fields, malformed: false };
}

function parseMultipartBody(data: Buffer, boundary: string): ParsedBody {
  const parts = parseMultipart(data, boundary);
  if (!parts) return { fields: {}, files: [], logged: '<malformed multipart>', malformed: true };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const logged: Record<string, unknown> = {};
  for (const part of parts) {
    if (part.filename === undefined) {
      fields[part.name] = part.data.toString('utf8');
      logged[part.name] = fields[part.name];
    } else {
      files.push({ field: part.name, filename: part.filename, contentType: part.contentType, data: part.data });
      logged[part.name] = { filename: part.filename, contentType: part.contentType, size: part.data.length };
    }
  }
  return { fields, files, logged, malformed: false };
}

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === undefined) continue;
    fields[key] = typeof field === 'object' ? JSON.stringify(field) : String(field);
  }
  return fields;
}
