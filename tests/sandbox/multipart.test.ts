import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from '../../sandbox/multipart.ts';

const BOUNDARY = '----sandboxBoundary7MA4YWxkTrZu0gW';

function body(...parts: (string | Buffer)[]): Buffer {
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));
}

describe('multipart parser', () => {
  it('reads the boundary quoted or bare, and only for form-data', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b;c"')).toBe('a b;c');
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
  });

  it('keeps binary file bytes intact, including CRLF, dashes and a near-boundary', () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const tricky = Buffer.concat([every, Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}\r\n--\r\n`), every]);
    const parsed = parseMultipart(
      body(
        'preamble to ignore\r\n',
        `--${BOUNDARY}\r\n`,
        'Content-Disposition: form-data; name="orderNo"\r\n\r\n',
        'ORD174\r\n',
        `--${BOUNDARY}\r\n`,
        'Content-Disposition: form-data; name="problemImage"; filename="foto \\"1\\".png"\r\n',
        'Content-Type: image/png\r\n\r\n',
        tricky,
        `\r\n--${BOUNDARY}--\r\n`,
      ),
      BOUNDARY,
    );
    expect(parsed).not.toBeNull();
    expect(parsed).toHaveLength(2);
    expect(parsed?.[0]).toMatchObject({ name: 'orderNo', contentType: 'text/plain' });
    expect(parsed?.[0]?.data.toString()).toBe('ORD174');
    expect(parsed?.[1]).toMatchObject({ name: 'problemImage', filename: 'foto "1".png', contentType: 'image/png' });
    expect(parsed?.[1]?.data.equals(tricky)).toBe(true);
  });

  it('accepts an empty file and an empty field', () => {
    const parsed = parseMultipart(
      body(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename=""\r\n\r\n\r\n`,
        `--${BOUNDARY}--`,
      ),
      BOUNDARY,
    );
    expect(parsed?.map((p) => [p.name, p.filename, p.data.length])).toEqual([
      ['a', undefined, 0],
      ['f', '', 0],
    ]);
  });

  it('refuses truncated or nameless bodies', () => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue`;
    expect(parseMultipart(body(head), BOUNDARY)).toBeNull();
    expect(parseMultipart(body('no boundary here'), BOUNDARY)).toBeNull();
    const nameless = `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--`;
    expect(parseMultipart(body(nameless), BOUNDARY)).toBeNull();
  });
});
