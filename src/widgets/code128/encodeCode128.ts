/**
 * Bar and space widths, in modules, of every Code 128 symbol by value (ISO/IEC 15417): 0–102 data, 103–105 the
 * start codes A, B and C, 106 the stop pattern (the only one with a seventh, final bar).
 */
export const CODE128_PATTERNS: readonly string[] = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 ' +
  '221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 ' +
  '221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 ' +
  '231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 ' +
  '231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 ' +
  '114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

export const CODE_C = 99;
export const CODE_B = 100;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;

/** A Code 128 symbol ready to draw. */
export interface Code128 {
  /** Symbol values: the start code, the data, the checksum (the stop is implied). */
  values: number[];
  /** Module widths from the first bar to the last, bars and spaces alternating, ending with the stop pattern. */
  widths: number[];
  /** Total width in modules, quiet zones excluded: 11 per value plus 13 for the stop. */
  modules: number;
}

/**
 * Encodes printable ASCII text (space to `~`) as Code 128: code set B, switching to set C for runs of digits long
 * enough to make the symbol shorter (two digits per symbol). Text with any other character, or empty text, gives
 * undefined: the caller shows the code as text instead.
 */
export function encodeCode128(text: string): Code128 | undefined {
  if (text === '' || !/^[\x20-\x7e]+$/.test(text)) return undefined;
  const values: number[] = [];
  const lead = digitRun(text, 0);
  let setC = lead >= 4 || (lead === text.length && lead % 2 === 0);
  values.push(setC ? START_C : START_B);
  let i = 0;
  while (i < text.length) {
    const run = digitRun(text, i);
    if (setC) {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
      } else {
        values.push(CODE_B);
        setC = false;
      }
      continue;
    }
    // Switching costs a symbol, so it pays for six digits inside the text or four at its end.
    if (run >= 6 || (run >= 4 && i + run === text.length)) {
      if (run % 2 === 1) values.push(text.charCodeAt(i++) - 32);
      values.push(CODE_C);
      setC = true;
      continue;
    }
    values.push(text.charCodeAt(i++) - 32);
  }
  values.push(values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103);
  const widths = [...values, STOP].flatMap((value) => [...CODE128_PATTERNS[value]!].map(Number));
  return { values, widths, modules: widths.reduce((a, b) => a + b, 0) };
}

function digitRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - from;
}
