import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesSchema } from '../../schemas/pages.ts';
import { schemaJson, validatorModule } from '../../tools/schemaJson.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');
const regenerate = 'run `npx tsx tools/scripts/emit-schema.ts` after changing schemas/*.ts';

describe('generated schema files', () => {
  it('schemas/pages.schema.json is what schemas/*.ts give now', () => {
    expect(read('schemas/pages.schema.json') === schemaJson(), regenerate).toBe(true);
  });

  it('tools/check/generated/validatePages.js is what ajv generates from schemas/*.ts now', () => {
    expect(read('tools/check/generated/validatePages.js') === validatorModule(), regenerate).toBe(true);
  });

  it('describes every pattern in words, so no message shows a regular expression', () => {
    const bare: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}/${i}`));
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      const schema = node as Record<string, unknown>;
      if (typeof schema.pattern === 'string' && typeof schema.description !== 'string') bare.push(`${at}: ${schema.pattern}`);
      for (const [key, child] of Object.entries(schema)) walk(child, `${at}/${key}`);
    };
    walk(pagesSchema, '#');
    expect(bare).toEqual([]);
  });
});
