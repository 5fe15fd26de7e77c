/** Operators that take two operands. `&&`, `||` and `??` short-circuit and return one of the operands. */
export type BinaryOp = '??' | '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

/** Operators that take one operand. */
export type UnaryOp = '!' | '-';

/**
 * A parsed expression. Plain JSON data: parse.ts builds it at build time, evaluate.ts reads it in the browser,
 * so nothing here may be a class, a function or undefined.
 */
export type Expr =
  | { k: 'lit'; v: string | number | boolean | null }
  | { k: 'id'; name: string }
  /** `a.b` and `a['b']` both store the key as a string literal; `a[0]` and `a[i]` store the index expression. */
  | { k: 'get'; obj: Expr; key: Expr }
  | { k: 'call'; fn: string; args: Expr[] }
  | { k: 'arr'; items: Expr[] }
  | { k: 'obj'; entries: [string, Expr][] }
  | { k: 'un'; op: UnaryOp; x: Expr }
  | { k: 'bin'; op: BinaryOp; a: Expr; b: Expr }
  | { k: 'if'; test: Expr; yes: Expr; no: Expr };
