import { xml } from './svg.ts';

/**
 * Code 39 patterns: nine elements (bar, space, bar, ...), 1 = wide. Code 39 needs no checksum and covers the
 * digits and capitals payment references use, so the sandbox's barcodes actually scan.
 */
const PATTERNS: Readonly<Record<string, string>> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '-': '010000101',
  '.': '110000100',
  ' ': '011000100',
  '*': '010010100',
};

/** Whether every character of `code` can be drawn. */
export function isCode39(code: string): boolean {
  return code.length > 0 && code.length <= 40 && [...code].every((ch) => ch !== '*' && ch in PATTERNS);
}

/** A Code 39 barcode of `code` with its text underneath. Caller checks `isCode39` first. */
export function barcodeSvg(code: string): string {
  const narrow = 2;
  const wide = 5;
  const quiet = 20;
  let x = quiet;
  const bars: string[] = [];
  for (const ch of `*${code}*`) {
    const pattern = PATTERNS[ch] ?? '';
    [...pattern].forEach((bit, i) => {
      const width = bit === '1' ? wide : narrow;
      if (i % 2 === 0) bars.push(`<rect x="${x}" y="10" width="${width}" height="80"/>`);
      x += width;
    });
    x += narrow;
  }
  const width = x + quiet;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120">` +
    `<rect width="${width}" height="120" fill="#fff"/><g fill="#000">${bars.join('')}</g>` +
    `<text x="${width / 2}" y="110" text-anchor="middle" font-family="Courier New, monospace" font-size="16">` +
    `${xml(code)}</text></svg>`
  );
}
