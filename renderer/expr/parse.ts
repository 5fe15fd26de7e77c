import type { BinaryOp, Expr } from './ast.ts';
import { ExpressionError } from './ExpressionError.ts';

/** Longest expression accepted; longer logic belongs in an app function, where it can be tested. */
export const MAX_LENGTH = 1000;
/** Deepest nesting of brackets, calls and operators; keeps the browser interpreter's recursion shallow. */
export const MAX_DEPTH = 40;

type Token =
  | { t: 'num'; v: number; pos: number; text: string }
  | { t: 'str' | 'name' | 'op' | 'end'; v: string; pos: number; text: string };

// Longest first, so "===" is seen before "==" and "==" before "=". A message marks a near miss from
// another language, which gets a pointed hint instead of a generic "unexpected".
const SYMBOLS: [string, string?][] = [
  ['===', '"===" is not used here: write "==" (it already compares codes loosely)'],
  ['!==', '"!==" is not used here: write "!="'],
  ['??'],
  ['||'],
  ['&&'],
  ['=='],
  ['!='],
  ['<='],
  ['>='],
  ['?.', '"?." is not needed: "a.b" already gives nothing when "a" is missing'],
  ...[...'?:+-*/%!<>()[]{},.'].map((c): [string] => [c]),
  ['=', 'a single "=" is not allowed: write "==" to compare'],
  ['&', 'a single "&" is not allowed: write "&&" for "and"'],
  ['|', 'a single "|" is not allowed: write "||" for "or"'],
  ...[...'“”‘’'].map((c): [string, string] => [c, `curly quote ${c} is not allowed: use straight quotes ' or "`]),
];
const LEVELS: readonly (readonly BinaryOp[])[] = [
  ['??'],
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];
const ESCAPES = new Map([
  ["'", "'"],
  ['"', '"'],
  ['\\', '\\'],
  ['n', '\n'],
]);
const PAIRS = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
]);
const CLOSERS = new Map([...PAIRS].map(([open, close]) => [close, open]));
const NUMBER = /\d+(?:\.\d+)?/y;
const NAME = /[A-Za-z_$][A-Za-z0-9_$]*/y;

/**
 * Parses one expression from pages.yaml into a JSON AST. Build time only: the browser gets the AST.
 * @throws ExpressionError with a plain-words message and the 0-based column of the problem.
 */
export function parseExpression(source: string): Expr {
  if (source.length > MAX_LENGTH) {
    const size = `${source.length} characters, the limit is ${MAX_LENGTH}`;
    throw new ExpressionError(`the expression is too long (${size}): split it up or ask for an app function`, MAX_LENGTH);
  }
  return new Parser(lex(source)).parseAll();
}

function matchAt(re: RegExp, src: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(src)?.[0];
}

function lex(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? '';
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = matchAt(NUMBER, src, i);
    const name = matchAt(NAME, src, i);
    const symbol = SYMBOLS.find(([s]) => src.startsWith(s, i));
    if (num !== undefined) {
      if (!Number.isFinite(Number(num))) throw new ExpressionError('this number is too large', i);
      tokens.push({ t: 'num', v: Number(num), pos: i, text: num });
    } else if (name !== undefined) {
      tokens.push({ t: 'name', v: name, pos: i, text: name });
    } else if (c === "'" || c === '"') {
      tokens.push(lexString(src, i));
    } else if (symbol?.[1] !== undefined) {
      throw new ExpressionError(symbol[1], i);
    } else if (symbol) {
      tokens.push({ t: 'op', v: symbol[0], pos: i, text: symbol[0] });
    } else {
      throw new ExpressionError(`unexpected character "${String.fromCodePoint(src.codePointAt(i) ?? 0)}"`, i);
    }
    i += tokens.at(-1)?.text.length ?? 1;
  }
  tokens.push({ t: 'end', v: '', pos: src.length, text: '' });
  return tokens;
}

function lexString(src: string, start: number): Token {
  const quote = src[start];
  let value = '';
  for (let i = start + 1; i < src.length; i++) {
    const c = src[i] ?? '';
    if (c === quote) return { t: 'str', v: value, pos: start, text: src.slice(start, i + 1) };
    if (c !== '\\' || i + 1 === src.length) {
      value += c;
      continue;
    }
    const escaped = ESCAPES.get(src[++i] ?? '');
    if (escaped === undefined) {
      throw new ExpressionError(`unknown escape "\\${src[i]}" in text: write "\\\\" for a backslash`, i - 1);
    }
    value += escaped;
  }
  throw new ExpressionError(`unclosed string that starts at column ${start}: add the closing ${quote} quote`, start);
}

/** The token as the author typed it, quoted; text in quotes keeps its own quotes. */
function show(tok: Token | undefined): string {
  const raw = tok?.text ?? '';
  const text = raw.length > 20 ? `${raw.slice(0, 19)}…` : raw;
  return tok?.t === 'str' ? text : `"${text}"`;
}

function startsValue(tok: Token): boolean {
  return tok.t === 'num' || tok.t === 'str' || tok.t === 'name' || (tok.t === 'op' && '([{!'.includes(tok.v));
}

class Parser {
  private readonly tokens: Token[];
  private i = 0;
  private depth = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  parseAll(): Expr {
    const expr = this.expression();
    const tok = this.peek();
    if (tok.t === 'end') return expr;
    if (tok.t === 'op' && CLOSERS.has(tok.v)) {
      throw new ExpressionError(`unexpected "${tok.v}": there is no "${CLOSERS.get(tok.v)}" before it`, tok.pos);
    }
    throw this.unexpected(tok);
  }

  private peek(): Token {
    return this.tokens[this.i] ?? this.tokens[this.tokens.length - 1]!;
  }

  /** Consumes the next token, but never moves past the end token. */
  private next(): Token {
    const tok = this.peek();
    if (tok.t !== 'end') this.i++;
    return tok;
  }

  private isOp(tok: Token, op: string): boolean {
    return tok.t === 'op' && tok.v === op;
  }

  /** Consumes the next token if it is `op`. */
  private eat(op: string): boolean {
    const found = this.isOp(this.peek(), op);
    if (found) this.i++;
    return found;
  }

  private before(tok: Token): Token | undefined {
    return this.tokens[this.tokens.indexOf(tok) - 1];
  }

  private unexpected(tok: Token): ExpressionError {
    const hint = startsValue(tok)
      ? ': did you forget an operator or quotes around text?'
      : tok.v === ','
        ? ': commas only separate items in [ ], { } or a function call'
        : '';
    return new ExpressionError(`unexpected ${show(tok)} after ${show(this.before(tok))}${hint}`, tok.pos);
  }

  private missingValue(tok: Token): ExpressionError {
    const prev = this.before(tok);
    if (!prev && tok.t === 'end') return new ExpressionError('the expression is empty', 0);
    if (!prev) return new ExpressionError(`expected a value at the start but found ${show(tok)}`, tok.pos);
    const close = prev.t === 'op' && tok.t === 'end' ? PAIRS.get(prev.v) : undefined;
    if (close) return new ExpressionError(`missing "${close}" to close the "${prev.v}" at column ${prev.pos}`, tok.pos);
    const found = tok.t === 'end' ? 'the expression ends there' : `found ${show(tok)}`;
    return new ExpressionError(`expected a value after ${show(prev)} but ${found}`, tok.pos);
  }

  /** Counts one level of nesting around `parse`, so a runaway expression stops with a clear message. */
  private nested<T>(at: Token, parse: () => T): T {
    if (++this.depth > MAX_DEPTH) {
      const levels = `more than ${MAX_DEPTH} levels of brackets, calls or operators`;
      throw new ExpressionError(`too deeply nested: ${levels}; split it into simpler parts`, at.pos);
    }
    const result = parse();
    this.depth--;
    return result;
  }

  /** Parses what follows the already consumed bracket `open`, then its matching closing bracket. */
  private bracketed<T>(open: Token, parse: () => T): T {
    return this.nested(open, () => {
      const result = parse();
      const close = PAIRS.get(open.text) ?? '';
      const tok = this.next();
      if (this.isOp(tok, close)) return result;
      const where = `the "${open.text}" at column ${open.pos}`;
      if (tok.t === 'end') throw new ExpressionError(`missing "${close}" to close ${where}`, tok.pos);
      if (tok.t === 'op' && CLOSERS.has(tok.v)) {
        throw new ExpressionError(`found "${tok.v}" but ${where} needs "${close}"`, tok.pos);
      }
      throw this.unexpected(tok);
    });
  }

  private expression(): Expr {
    const test = this.binary(0);
    const q = this.peek();
    if (!this.eat('?')) return test;
    return this.nested(q, () => {
      const yes = this.expression();
      const colon = this.next();
      if (this.isOp(colon, ':')) return { k: 'if', test, yes, no: this.expression() };
      const how = 'write condition ? value-if-true : value-if-false';
      throw new ExpressionError(`missing ":" for the "?" at column ${q.pos}: ${how}`, colon.pos);
    });
  }

  private binary(level: number): Expr {
    const ops = LEVELS[level];
    if (!ops) return this.unary();
    const nextOp = () => ops.find((o) => this.eat(o));
    let left = this.binary(level + 1);
    for (let op = nextOp(); op; op = nextOp()) left = { k: 'bin', op, a: left, b: this.binary(level + 1) };
    return left;
  }

  private unary(): Expr {
    const tok = this.peek();
    const op = tok.t !== 'op' ? undefined : tok.v === '!' ? '!' : tok.v === '-' ? '-' : undefined;
    if (!op) return this.postfix();
    this.i++;
    const x = this.nested(tok, () => this.unary());
    // Fold "-3" into a literal so the AST reads like the source; "|| 0" because JSON cannot carry -0.
    if (op === '-' && x.k === 'lit' && typeof x.v === 'number') return { k: 'lit', v: -x.v || 0 };
    return { k: 'un', op, x };
  }

  private postfix(): Expr {
    let expr = this.primary();
    for (;;) {
      const tok = this.peek();
      if (this.eat('.')) {
        const name = this.next();
        if (name.t !== 'name') {
          const hint = name.t === 'num' ? ': write [0] for a position in a list' : '';
          throw new ExpressionError(`expected a name after "."${hint}`, name.pos);
        }
        expr = { k: 'get', obj: expr, key: { k: 'lit', v: name.v } };
      } else if (this.eat('[')) {
        expr = { k: 'get', obj: expr, key: this.bracketed(tok, () => this.expression()) };
      } else if (this.isOp(tok, '(')) {
        throw new ExpressionError('only a function name can be called, like len(x); "a.b(x)" is not allowed', tok.pos);
      } else {
        return expr;
      }
    }
  }

  private primary(): Expr {
    const tok = this.next();
    if (tok.t === 'num' || tok.t === 'str') return { k: 'lit', v: tok.v };
    if (tok.t === 'name') {
      if (tok.v === 'true' || tok.v === 'false') return { k: 'lit', v: tok.v === 'true' };
      if (tok.v === 'null') return { k: 'lit', v: null };
      const paren = this.peek();
      if (!this.eat('(')) return { k: 'id', name: tok.v };
      return { k: 'call', fn: tok.v, args: this.bracketed(paren, () => this.items(')')) };
    }
    if (this.isOp(tok, '(')) return this.bracketed(tok, () => this.expression());
    if (this.isOp(tok, '[')) return { k: 'arr', items: this.bracketed(tok, () => this.items(']')) };
    if (this.isOp(tok, '{')) return { k: 'obj', entries: this.bracketed(tok, () => this.entries()) };
    throw this.missingValue(tok);
  }

  /** Comma-separated values up to, not including, `close`. */
  private items(close: string): Expr[] {
    const items: Expr[] = [];
    if (this.isOp(this.peek(), close)) return items;
    do items.push(this.expression());
    while (this.eat(','));
    return items;
  }

  /** `key: value` pairs up to, not including, "}". */
  private entries(): [string, Expr][] {
    const entries: [string, Expr][] = [];
    if (this.isOp(this.peek(), '}')) return entries;
    do {
      const key = this.next();
      if (key.t === 'end') break;
      if (key.t !== 'name' && key.t !== 'str') {
        throw new ExpressionError(`expected a key (a name or quoted text) but found ${show(key)}`, key.pos);
      }
      const colon = this.next();
      if (!this.isOp(colon, ':')) throw new ExpressionError(`missing ":" after the key "${key.v}"`, colon.pos);
      entries.push([key.v, this.expression()]);
    } while (this.eat(','));
    return entries;
  }
}
