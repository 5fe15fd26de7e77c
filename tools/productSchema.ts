import type { ProductNameList } from '../schemas/defs.ts';
import { pagesSchema } from '../schemas/pages.ts';
import { nativeActions } from '../src/bridge/nativeActions.ts';

/** This product's lists of names, under the names the schema asks for them by. */
const PRODUCT_NAMES: Record<ProductNameList, readonly string[]> = { nativeActions };

/**
 * pages.yaml's schema as this product checks it: where the generic schema (schemas/) asks for one of the product's
 * names (`x-names`), one of this product's list. The schema imports nothing of the product; the names reach the
 * checker's validator and the editors' copy of the schema here, as the app's expression functions reach the checker
 * in tools/check/functionNames.ts.
 */
export function productSchema(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(pagesSchema), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || !('x-names' in value)) return value;
    const { 'x-names': list, type: _type, ...rest } = value as { 'x-names': ProductNameList; type?: unknown };
    return { enum: [...PRODUCT_NAMES[list]], ...rest };
  }) as Record<string, unknown>;
}
