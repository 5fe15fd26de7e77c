import type { ErrorObject } from 'ajv';
import './ucs2lengthInterop.ts';
import { pagesSchema } from '../../schemas/pages.ts';
import { findExpressions, type FoundExpression } from './findExpressions.ts';
import validatePages from './generated/validatePages.js';

interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * Validates pages.yaml data against the schema with the validator ajv generated at build time
 * (tools/check/generated, made by `npm run schema`), so a check pays no schema compilation.
 * Expressions are found by walking the data with the schema, valid or not.
 */
export function validateAgainstSchema(data: unknown): { errors: ErrorObject[]; expressions: FoundExpression[] } {
  const validate = validatePages as PrecompiledValidator;
  const errors = validate(data) ? [] : [...(validate.errors ?? [])];
  // Expressions are found in invalid data too, so their mistakes are reported in the same pass as the schema's.
  return { errors, expressions: findExpressions(data, pagesSchema as unknown as Record<string, unknown>) };
}

/**
 * JSON pointer to path segments. A segment is a number only where `root` has a list: map keys such as the "1" of
 * byParam stay text, so messages do not call them list items.
 */
export function pointerToPath(pointer: string, root: unknown): (string | number)[] {
  if (!pointer) return [];
  let node = root;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => {
      const key = s.replace(/~1/g, '/').replace(/~0/g, '~');
      const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
      return segment;
    });
}
