import type { ErrorObject } from 'ajv';
import { pagesSchema } from '../../schemas/pages.ts';
import { findExpressions, type FoundExpression } from './findExpressions.ts';
import validatePages from './generated/validatePages.js';

interface PrecompiledValidator { (data: unknown): boolean; errors?: ErrorObject[] | null }

/**
 * Validates pages.yaml data against the schema with the validator ajv generated at build time
 * (tools/check/generated, written by `npm run schema`), so a check pays no schema compilation.
 */
export function validateAgainstSchema(data: unknown): { errors: ErrorObject[]; expressions: FoundExpression[] } {
  const validate = validatePages as PrecompiledValidator;
  if (!validate(data)) return { errors: [...(validate.errors ?? [])], expressions: [] };
  return { errors: [], expressions: findExpressions(data, pagesSchema as unknown as Record<string, unknown>) };
}

/** JSON pointer to path segments, with array indexes as numbers. */
export function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((s) => {
    const key = s.replace(/~1/g, '/').replace(/~0/g, '~');
    return /^\d+$/.test(key) ? Number(key) : key;
  });
}
