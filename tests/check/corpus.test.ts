import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPages } from '../../tools/check/check.ts';
import { functionNames } from '../../tools/check/functionNames.ts';
import { caseFiles, checkCase, corpusDir, readCorpusFile } from './corpus/assemble.ts';
import { expectations } from './corpus/expectations.ts';

describe('checker corpus', () => {
  it('has a valid base that compiles', () => {
    const result = checkPages(readCorpusFile('base.yaml'), { baseDir: corpusDir, functions: functionNames });
    expect(result.problems).toEqual([]);
    expect(result.compiled).toBeDefined();
  });

  it('has an expectation for every case and a case for every expectation', () => {
    const yamlFiles = readdirSync(corpusDir).filter((f) => f.endsWith('.yaml') && f !== 'base.yaml');
    expect(yamlFiles).toEqual(caseFiles());
    expect(Object.keys(expectations).sort()).toEqual(caseFiles());
    expect(caseFiles().length).toBeGreaterThanOrEqual(40);
  });

  for (const name of caseFiles()) {
    it(name, () => {
      const expected = expectations[name] ?? [];
      expect(expected.length, 'a case must be broken').toBeGreaterThan(0);
      expect(checkCase(name)).toEqual(expected);
    });
  }
});
