import { encodeWrappedPath } from '../src/api/encodeWrappedPath.ts';

/**
 * The server's side of the obfuscated path of the "wrapped" loan calls: `/evolved/w/<base64url(path)>`. The
 * encoding is the app's own (src/api/encodeWrappedPath.ts); this decodes it.
 */

/** Segment between the `/evolved` prefix and the encoded path. */
export const WRAPPED_PREFIX = '/w/';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The URL path (after `/evolved`) of a wrapped call: `/w/<encoded>`. */
export function wrappedUrlPath(path: string): string {
  return WRAPPED_PREFIX + encodeWrappedPath(path);
}

/**
 * Decodes one encoded segment back to a path with a leading slash, or returns null when the segment is not
 * base64url, not UTF-8, or does not look like a path — so a caller can answer "not found" instead of throwing.
 */
export function decodeWrappedPath(segment: string): string | null {
  if (segment === '' || !BASE64URL.test(segment) || segment.length % 4 === 1) return null;
  const padded = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Only printable, slash-separated text counts; anything else is garbage that happened to be valid base64.
  if (text === '' || text.startsWith('/') || !/^[\x21-\x7e]+$/.test(text)) return null;
  return `/${text}`;
}
