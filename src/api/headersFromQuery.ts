import type { ClientSettings } from '../../schemas/types.ts';

/**
 * What a header value may hold: printable ASCII and tabs. A browser refuses the whole request for a line break or
 * a character beyond latin-1, and a server reads anything past ASCII as latin-1.
 */
const SENDABLE = /^[\t\x20-\x7e]*$/;

/**
 * Request headers taken from the page's query parameters, as the client declares them. A missing parameter
 * becomes '' rather than leaving the header out, as the promotion servers expect every header to be present. A
 * value no header can carry (an ad link with a line break) goes as its declaration says, empty or percent-encoded,
 * and is reported: the request, and the page, go on.
 */
export function headersFromQuery(
  headers: ClientSettings['headers'],
  pageQuery: URLSearchParams,
  report: (message: string) => void,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [header, { query, unsendable }] of Object.entries(headers ?? {})) {
    const value = pageQuery.get(query) ?? '';
    if (SENDABLE.test(value)) {
      out[header] = value;
      continue;
    }
    out[header] = unsendable === 'encode' ? encodeURIComponent(value) : '';
    report(
      `header ${header}: query parameter ${query} holds a line break or a character outside printable ASCII; sent ${unsendable === 'encode' ? 'percent-encoded' : 'empty'}`,
    );
  }
  return out;
}
