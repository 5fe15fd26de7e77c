import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assembleCase, readCorpusFile } from './corpus/assemble.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * schemas/pages.schema.json as a tool outside this repo reads it (ajv-cli, an editor's YAML extension): a fresh
 * ajv with default options and none of our keywords, so `x-expr`, `x-expect` and `discriminator` are unknown to it.
 */
function externalValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  return ajv.compile(JSON.parse(readFileSync(resolve(ROOT, 'schemas/pages.schema.json'), 'utf8')) as object);
}

describe('pages.schema.json for external validators', () => {
  const validate = externalValidator();

  it('accepts the real pages.yaml', () => {
    const valid = validate(parse(readFileSync(resolve(ROOT, 'pages.yaml'), 'utf8')));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('accepts the corpus base', () => {
    expect(validate(parse(readCorpusFile('base.yaml')))).toBe(true);
  });

  for (const name of ['21-unknown-block-type.yaml', '14-unknown-block-key.yaml', '25-enum-method.yaml', '58-missing-section.yaml']) {
    it(`rejects ${name}`, () => {
      expect(validate(parse(assembleCase(readCorpusFile(name))))).toBe(false);
    });
  }
});
