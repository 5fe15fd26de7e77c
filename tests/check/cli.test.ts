import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleCase, corpusDir, readCorpusFile } from './corpus/assemble.ts';
import { expectations } from './corpus/expectations.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PROBLEM = /^(.+):(\d+):(\d+): (.+)$/;

/** `npm run check` as staff run it: npx tsx tools/scripts/check.ts <file>, from the repo root. */
function runCheck(file: string) {
  const run = spawnSync('npx', ['tsx', 'tools/scripts/check.ts', file], { cwd: ROOT, encoding: 'utf8' });
  // npm may add its own warnings (an unknown user config); they are not the checker's output.
  const stderr = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
  return { status: run.status, stdout: run.stdout, stderr };
}

describe('npx tsx tools/scripts/check.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 1 and prints every problem of a broken file as file:line:col: message', () => {
    const name = '53-several-problems-sorted.yaml';
    const file = join(dir, 'pages.yaml');
    writeFileSync(file, assembleCase(readCorpusFile(name)));
    cpSync(join(corpusDir, 'content'), join(dir, 'content'), { recursive: true });

    const { status, stderr } = runCheck(file);

    expect(status).toBe(1);
    const expected = expectations[name]!;
    expect(expected.length).toBeGreaterThan(1);
    // Every problem on its own line, the file named relative to where the check runs (as editors link it), then
    // a count; nothing else.
    expect(stderr).toEqual([...expected.map((line) => `${relative(ROOT, file)}:${line}`), `${expected.length} problems in ${file}.`]);
    expect(stderr.slice(0, -1).every((line) => PROBLEM.test(line))).toBe(true);
  }, 60_000);

  it('exits 0 on the real pages.yaml', () => {
    const { status, stdout, stderr } = runCheck('pages.yaml');
    expect(stderr).toEqual([]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^pages\.yaml is correct \(checked in \d+ ms\)\.$/m);
  }, 60_000);
});
