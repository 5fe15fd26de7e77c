import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, encodeCode128 } from '../../src/widgets/code128/encodeCode128.ts';

/** Reads module widths back into text the way a scanner would: 6 widths a symbol, 7 for the stop. */
function decode(widths: number[]): { text: string; values: number[] } {
  const lookup = new Map(CODE128_PATTERNS.map((pattern, value) => [pattern, value]));
  expect(widths.slice(-7).join('')).toBe('2331112');
  const body = widths.slice(0, -7);
  expect(body.length % 6).toBe(0);
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const value = lookup.get(body.slice(i, i + 6).join(''));
    expect(value, `symbol at width ${i}`).toBeDefined();
    values.push(value!);
  }
  const [start, ...rest] = values;
  const check = rest.pop()!;
  expect(check).toBe(rest.reduce((sum, v, i) => sum + v * (i + 1), start!) % 103);
  let set = start === 105 ? 'C' : start === 104 ? 'B' : '?';
  expect(set).not.toBe('?');
  let text = '';
  // The same value means different things per set: in C, 0–99 are digit pairs and 100 is Code B; in B, 0–94 are
  // characters and 99 is Code C.
  for (const v of rest) {
    if (set === 'C') {
      if (v === 100) set = 'B';
      else text += String(v).padStart(2, '0');
    } else if (v === 99) set = 'C';
    else {
      expect(v, 'a printable character').toBeLessThan(95);
      text += String.fromCharCode(v + 32);
    }
  }
  return { text, values };
}

describe('the Code 128 pattern table', () => {
  it('has 106 symbols of 3 bars and 3 spaces over 11 modules, all different, and a 13-module stop', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    const symbols = CODE128_PATTERNS.slice(0, 106);
    for (const p of symbols) {
      expect(p).toMatch(/^[1-4]{6}$/);
      const w = [...p].map(Number);
      expect(w.reduce((a, b) => a + b)).toBe(11);
      // The bars of every symbol add up to an even number of modules (the symbology's parity rule).
      expect((w[0]! + w[2]! + w[4]!) % 2).toBe(0);
    }
    expect(new Set(symbols).size).toBe(106);
    expect(CODE128_PATTERNS[106]).toBe('2331112');
  });

  it('matches the standard at the start codes and at sampled values', () => {
    expect(CODE128_PATTERNS[0]).toBe('212222'); // space
    expect(CODE128_PATTERNS[16]).toBe('123122'); // '0'
    expect(CODE128_PATTERNS[33]).toBe('111323'); // 'A'
    expect(CODE128_PATTERNS[64]).toBe('111422'); // '`'
    expect(CODE128_PATTERNS[99]).toBe('113141'); // Code C
    expect(CODE128_PATTERNS[100]).toBe('114131'); // Code B
    expect(CODE128_PATTERNS[103]).toBe('211412'); // Start A
    expect(CODE128_PATTERNS[104]).toBe('211214'); // Start B
    expect(CODE128_PATTERNS[105]).toBe('211232'); // Start C
  });
});

describe('encodeCode128', () => {
  it('encodes "PJJ123C" in code set B with the checksum worked by hand', () => {
    // P=48 J=42 J=42 1=17 2=18 3=19 C=35 (character code - 32); a 3-digit run is not worth set C.
    // 104 + 1*48 + 2*42 + 3*42 + 4*17 + 5*18 + 6*19 + 7*35 = 879; 879 mod 103 = 55.
    const encoded = encodeCode128('PJJ123C')!;
    expect(encoded.values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
    expect(encoded.modules).toBe(11 * 9 + 13);
    expect(encoded.widths.slice(0, 6).join('')).toBe('211214');
    expect(decode(encoded.widths).text).toBe('PJJ123C');
  });

  it('encodes "Hello" in code set B', () => {
    // H=40 e=69 l=76 l=76 o=79; 104 + 40 + 2*69 + 3*76 + 4*76 + 5*79 = 1209; 1209 mod 103 = 76.
    const encoded = encodeCode128('Hello')!;
    expect(encoded.values).toEqual([104, 40, 69, 76, 76, 79, 76]);
    expect(encoded.modules).toBe(11 * 7 + 13);
    expect(decode(encoded.widths).text).toBe('Hello');
  });

  it('encodes "0123456789" in code set C, two digits a symbol', () => {
    // 105 + 1*1 + 2*23 + 3*45 + 4*67 + 5*89 = 1000; 1000 mod 103 = 73.
    const encoded = encodeCode128('0123456789')!;
    expect(encoded.values).toEqual([105, 1, 23, 45, 67, 89, 73]);
    expect(encoded.modules).toBe(11 * 7 + 13);
    expect(decode(encoded.widths).text).toBe('0123456789');
  });

  it('switches sets inside the text when a digit run makes the symbol shorter', () => {
    // Odd leading run: 12 34 in C, then Code B for the 5 (21). 105 + 12 + 2*34 + 3*100 + 4*21 = 569 → 54.
    expect(encodeCode128('12345')!.values).toEqual([105, 12, 34, 100, 21, 54]);
    // Seven digits in the middle: the first in B, then Code C for 23 45 67, then back to B.
    expect(encodeCode128('AB1234567C')!.values.slice(0, 9)).toEqual([104, 33, 34, 17, 99, 23, 45, 67, 100]);
    // Four digits at the end are worth a switch; three are not.
    expect(encodeCode128('X1234')!.values.slice(0, 5)).toEqual([104, 56, 99, 12, 34]);
    expect(encodeCode128('X123')!.values.slice(0, 5)).toEqual([104, 56, 17, 18, 19]);
  });

  it('round-trips printable text through its bars', () => {
    const samples = ['A', '1', '12', ' ~', 'PAY-2024/07 #88', '00000000000000000001', 'abc123456def7890', '9'.repeat(31), 'x1y22z333w4444'];
    for (const text of samples) {
      const encoded = encodeCode128(text)!;
      const decoded = decode(encoded.widths);
      expect(decoded.text).toBe(text);
      expect(decoded.values).toEqual(encoded.values);
      expect(encoded.modules).toBe(11 * encoded.values.length + 13);
      expect(encoded.widths.reduce((a, b) => a + b)).toBe(encoded.modules);
      // Bars and spaces alternate starting and ending with a bar.
      expect(encoded.widths.length % 2).toBe(1);
    }
  });

  it('refuses text Code 128 set B cannot carry, instead of drawing a wrong symbol', () => {
    expect(encodeCode128('')).toBeUndefined();
    expect(encodeCode128('Señor')).toBeUndefined();
    expect(encodeCode128('line\nbreak')).toBeUndefined();
    expect(encodeCode128('tab\there')).toBeUndefined();
  });
});
