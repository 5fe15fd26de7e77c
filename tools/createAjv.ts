import { Ajv } from 'ajv';

/**
 * The one place ajv is created and configured: strict, every error reported with its data, unions tagged by
 * `type`, and our annotation keywords (`x-expr` marks expressions, `x-expect` words a type error, `errorMessage` is
 * the editor's).
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
  return ajv;
}
