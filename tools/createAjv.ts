import { Ajv } from 'ajv';

/**
 * The one place ajv is created and configured: strict, every error reported with its data, unions tagged by
 * `type`, and our annotation keywords (`x-expr` marks expressions, `x-expect` words a type error, `errorMessage` and
 * `enumDescriptions` are the editor's).
 */
export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    discriminator: true,
    verbose: true,
    allowUnionTypes: true,
    ...(options.standalone ? { code: { source: true, esm: true, lines: false } } : {}),
  });
  ajv.addKeyword({ keyword: 'x-expr', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-expect', schemaType: 'string' });
  // The YAML language server's wording of a failed check (schemas/pages.ts); ajv's own errors are explained instead.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  // The name beside each choice of a list of kinds, which editors show (schemas/pages.ts).
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
  return ajv;
}

/**
 * ajv for the checks of endpoint answers that ship to the browser: generated as plain code (no eval, so the strict
 * Content Security Policy holds), stopping at the first field that does not fit, without message texts. Their
 * schemas use no keyword whose code needs one of ajv's runtime helpers (string length, deep equality).
 */
export function createAnswerAjv(): Ajv {
  return new Ajv({
    allErrors: false,
    messages: false,
    strict: true,
    allowUnionTypes: true,
    // A part an answer declares twice is checked by one function, not copied into both places.
    inlineRefs: false,
    code: { source: true, esm: true, lines: false },
  });
}
