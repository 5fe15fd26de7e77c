import type { Scalar } from 'yaml';

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * Where character `index` of a scalar's value is written in the file. The value is not the text between the
 * scalar's bounds: quotes, escapes (\" and ''), folded line breaks, indentation and a block scalar's `|` or `>`
 * header all sit between its characters, so a problem 20 characters into an expression is not 20 characters
 * after the value's start.
 */
export function scalarOffset(text: string, scalar: Scalar, index: number): number {
  const [start, end] = scalar.range ?? [0, 0];
  const value = String(scalar.value);
  const units = unitsOf(text, start, end, scalar.type);
  // A number or true/false may be written differently from how it reads back (0x1F, 1e3): point at its start.
  if (index === 0 || typeof scalar.value !== 'string') return (units[0]?.at ?? start) + (typeof scalar.value === 'string' ? 0 : index);
  let j = 0;
  // Walk the value and the written characters together. Written characters the value lacks (indentation, the
  // second quote of '', a line break folded into a space) are skipped; any run of whitespace stands for any other.
  for (let i = 0; i < value.length && j < units.length; i++) {
    const ch = value[i]!;
    if (/\s/.test(ch)) {
      if (i === index) return units[j]!.at;
      if (/\s/.test(units[j]!.ch)) j++;
      continue;
    }
    while (j < units.length && units[j]!.ch !== ch) j++;
    if (i === index) return units[j]?.at ?? end;
    j++;
  }
  // Past the last character: just after it, where a missing ")" would go.
  const last = units[units.length - 1];
  return units[j]?.at ?? (last ? last.at + last.length : start);
}

interface Unit {
  ch: string;
  at: number;
  length: number;
}

/** The scalar's written characters between its delimiters, each with the value character it stands for. */
function unitsOf(text: string, start: number, end: number, type: Scalar['type']): Unit[] {
  const units: Unit[] = [];
  let i = start;
  if (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE') i++;
  if (type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL') i = text.indexOf('\n', start) + 1 || end;
  const stop = type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? end - 1 : end;
  while (i < stop) {
    const c = text[i]!;
    if (type === 'QUOTE_SINGLE' && c === "'" && text[i + 1] === "'") {
      units.push({ ch: "'", at: i, length: 2 });
      i += 2;
    } else if (type === 'QUOTE_DOUBLE' && c === '\\') {
      const next = text[i + 1] ?? '';
      const digits = HEX_DIGITS[next];
      if (next === '\n' || next === '\r') {
        i += 2; // an escaped line break joins the lines: it stands for nothing
        continue;
      }
      const ch = digits ? String.fromCodePoint(parseInt(text.slice(i + 2, i + 2 + digits), 16) || 0) : (ESCAPES[next] ?? next);
      units.push({ ch, at: i, length: 2 + (digits ?? 0) });
      i += 2 + (digits ?? 0);
    } else {
      units.push({ ch: c, at: i, length: 1 });
      i++;
    }
  }
  return units;
}
