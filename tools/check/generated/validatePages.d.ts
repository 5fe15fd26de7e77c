import type { ErrorObject } from 'ajv';

/** ajv's validator for pages.yaml, generated from schemas/pages.ts. */
declare const validate: { (data: unknown): boolean; errors?: ErrorObject[] | null };
export default validate;
