import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPages } from '../../tools/check/check.ts';
import { functionNames } from '../../tools/check/functionNames.ts';
import { assembleCase, corpusDir, readCorpusFile } from './corpus/assemble.ts';

const check = (text: string) => checkPages(text, { baseDir: corpusDir, functions: functionNames });
const everyStage = assembleCase(readCorpusFile('72-one-pass-every-stage.yaml'));

describe('one pass', () => {
  it('reports the mistakes of every stage at once: schema, limits, expressions, references, copy texts, documents', () => {
    const { problems, notes, compiled } = check(everyStage);
    const said = problems.map((p) => `${p.file ?? 'pages.yaml'}:${p.line}: ${p.message}`);
    expect(compiled).toBeUndefined();
    const stages = [
      /^pages\.yaml:12: unknown setting `colour`/, // schema
      /^pages\.yaml:21: `maxLength` .* is -200; a maximum must be at least 1/, // limits
      /^pages\.yaml:23: expression "len\(t\.complaint\.done": missing "\)"/, // expressions
      /^pages\.yaml:27: there is no screen "complaints"/, // references
      /^pages\.yaml:85: language pack en is missing the copy text complaint\.done/, // copy texts
      /^content\/placeholders\.es\.md:4: \{\{servicePhone\}\} is neither a constant nor an app setting/, // documents
    ];
    for (const stage of stages)
      expect(
        said.some((line) => stage.test(line)),
        String(stage),
      ).toBe(true);
    // The screen with a schema mistake is left out of the checks it would confuse, and the output says so.
    expect(said.join('\n')).not.toContain('form.nothing');
    expect(notes).toEqual([
      'Screen home was not checked further (its references and the names its expressions take from the screen) because of its mistakes above. Fix them and check again.',
    ]);
  });

  it('still checks the names of a screen with no schema mistakes', () => {
    const fixed = everyStage.replace('        colour: red\n', '');
    const { problems, notes } = check(fixed);
    expect(notes).toEqual([]);
    expect(problems.map((p) => p.message)).toContain('form.nothing is not a field of screen home');
  });

  it('does not check copy texts against a languages section with mistakes, and says so', () => {
    const broken = everyStage.replace('  default: es\n', '  default: es\n  fallback: en\n');
    const { problems, notes } = check(broken);
    expect(problems.map((p) => p.message).join('\n')).not.toMatch(/missing the copy text/);
    expect(problems.map((p) => p.message)).toContain(
      'unknown setting `fallback` in the languages section (it can have: param, byParam, default, overrideParam, packs)',
    );
    expect(notes).toContain(
      'The languages section has mistakes, so these were not checked: copy texts (t.…), the language packs against each other, and which documents need a file for each pack. Fix it and check again.',
    );
  });

  it('stops at YAML it cannot read, and says that nothing else was checked', () => {
    const { problems, notes } = check(everyStage.replace('    route: /complaint', '    route: "/complaint'));
    expect(problems).toHaveLength(1);
    expect(notes).toEqual(['Nothing else was checked: pages.yaml must be readable as YAML first. Fix the YAML mistakes and check again.']);
  });
});

describe('npm run check on a file with mistakes of every stage', () => {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'pages-one-pass-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints every problem, those in documents at the document file's own line, then the notes", () => {
    const file = join(dir, 'pages.yaml');
    writeFileSync(file, everyStage);
    cpSync(join(corpusDir, 'content'), join(dir, 'content'), { recursive: true });
    const run = spawnSync('npx', ['tsx', 'tools/scripts/check.ts', file], { cwd: root, encoding: 'utf8' });
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
    expect(run.status).toBe(1);
    const content = relative(root, join(dir, 'content', 'placeholders.es.md'));
    expect(lines).toContain(
      `${content}:4:40: {{servicePhone}} is neither a constant nor an app setting; did you mean {{app.servicePhone}}?`,
    );
    expect(lines.slice(-2)).toEqual([
      'Screen home was not checked further (its references and the names its expressions take from the screen) because of its mistakes above. Fix them and check again.',
      `9 problems in ${file}.`,
    ]);
  }, 120_000);
});
