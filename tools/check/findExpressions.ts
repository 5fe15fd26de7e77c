import { isRecord } from './describe.ts';

/**
 * A value the schema marks as an expression (`x-expr`), with its JSON pointer, and the schema's wording of what
 * the value must be (`x-expect`) where it has one.
 */
export interface FoundExpression {
  pointer: string;
  source: string | number | boolean;
  expect?: string;
}

type Schema = Record<string, unknown>;

/**
 * Finds every expression in schema-valid data by walking data and schema together. Tagged unions are resolved by
 * their discriminator, so each value is visited once under the one schema that describes it.
 */
export function findExpressions(data: unknown, root: Schema): FoundExpression[] {
  const found: FoundExpression[] = [];
  const definitions = (root.definitions ?? {}) as Record<string, Schema>;
  const walk = (value: unknown, schema: Schema, pointer: string): void => {
    if (typeof schema.$ref === 'string') {
      walk(value, definitions[schema.$ref.replace('#/definitions/', '')] ?? {}, pointer);
      return;
    }
    if (schema['x-expr'] === true && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
      found.push(
        typeof schema['x-expect'] === 'string' ? { pointer, source: value, expect: schema['x-expect'] } : { pointer, source: value },
      );
      return;
    }
    if (Array.isArray(value) && isRecord(schema.items)) {
      value.forEach((item, i) => walk(item, schema.items as Schema, `${pointer}/${i}`));
      return;
    }
    if (!isRecord(value)) return;
    const branch = pickBranch(value, schema);
    if (branch) walk(value, branch, pointer);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, child] of Object.entries(value)) {
      const childSchema = properties[key] ?? (isRecord(schema.additionalProperties) ? schema.additionalProperties : undefined);
      if (childSchema && !(branch && key in ((branch.properties ?? {}) as object)))
        walk(child, childSchema, `${pointer}/${pointerToken(key)}`);
    }
  };
  walk(data, root, '');
  return found;
}

function pickBranch(value: Record<string, unknown>, schema: Schema): Schema | undefined {
  const tag = isRecord(schema.discriminator) ? String(schema.discriminator.propertyName) : undefined;
  if (!tag || !Array.isArray(schema.oneOf)) return undefined;
  const chosen = (schema.oneOf as Schema[]).find((b) => {
    const prop = ((b.properties ?? {}) as Record<string, Schema>)[tag];
    return prop?.const === value[tag] || (Array.isArray(prop?.enum) && prop.enum.includes(value[tag]));
  });
  // A choice that holds only its tag keeps the kind's settings behind `if` the tag matches (schemas/pages.ts).
  return isRecord(chosen?.then) ? chosen.then : chosen;
}

function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
