import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesSchema } from '../../schemas/pages.ts';
import { SCHEMA_FILES, schemaJson, validatorModule } from '../../tools/schemaJson.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');
const regenerate = 'run `npm run schema` after changing schemas/*.ts (npm ci, npm test and npm run build run it)';

describe('the files made from the schema', () => {
  it('schemas/pages.schema.json on disk is what schemas/*.ts give now', () => {
    expect(read(SCHEMA_FILES.json) === schemaJson(), regenerate).toBe(true);
  });

  it('tools/check/generated/validatePages.js on disk is what ajv generates from schemas/*.ts now', () => {
    expect(read(SCHEMA_FILES.validator) === validatorModule(), regenerate).toBe(true);
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
