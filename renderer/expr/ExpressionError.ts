/** A mistake in an expression's text, worded for the product person who wrote it. */
export class ExpressionError extends Error {
  /** 0-based index into the expression source where the problem is. */
  readonly column: number;

  constructor(message: string, column: number) {
    super(message);
    this.name = 'ExpressionError';
    this.column = column;
  }
}
