import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleCase, corpusDir, readCorpusFile } from './corpus/assemble.ts';
import { expectations } from './corpus/expectations.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PROBLEM = /^(.+):(\d+):(\d+): (.+)$/;

/** `npm run check` as staff and CI run it: npx tsx tools/scripts/check.ts <file> [options], from the repo root. */
function runCheck(file: string, ...options: string[]) {
  const run = spawnSync('npx', ['tsx', 'tools/scripts/check.ts', file, ...options], { cwd: ROOT, encoding: 'utf8' });
  // npm may add its own warnings (an unknown user config); they are not the checker's output.
  const stderr = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
  return { status: run.status, stdout: run.stdout, stderr };
}

describe('npx tsx tools/scripts/check.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** A corpus case (or `text`) as a pages.yaml of its own folder, beside the corpus documents. */
  const writeCase = (name: string, text = assembleCase(readCorpusFile(name))) => {
    const file = join(dir, name.replace(/\.yaml$/, ''), 'pages.yaml');
    cpSync(join(corpusDir, 'content'), join(dirname(file), 'content'), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  // The corpus base with a copy text no screen shows: correct, with warnings (its trimmed screens leave many
  // constants unread), this one among them.
  const unusedText = readCorpusFile('base.yaml').replace('text: t.complaint.done', `text: "'Sent'"`);
  const UNUSED =
    'copy text complaint.done is shown by no screen, so changing it changes nothing; use it as t.complaint.done or remove it from every language pack';

  it('exits 1 and prints every problem of a broken file as file:line:col: message', () => {
    const name = '53-several-problems-sorted.yaml';
    const file = writeCase(name);

    const { status, stderr } = runCheck(file);

    expect(status).toBe(1);
    const expected = expectations[name]!;
    expect(expected.length).toBeGreaterThan(1);
    // Every problem on its own line, the file named relative to where the check runs (as editors link it), then
    // a count; nothing else.
    expect(stderr).toEqual([...expected.map((line) => `${relative(ROOT, file)}:${line}`), `${expected.length} problems in ${file}.`]);
    expect(stderr.slice(0, -1).every((line) => PROBLEM.test(line))).toBe(true);
  }, 60_000);

  it('prints each warning as file:line:col: warning: message and exits 0', () => {
    const file = writeCase('warning.yaml', unusedText);
    const { status, stdout, stderr } = runCheck(file);
    expect(status).toBe(0);
    expect(stderr).toContain(`${relative(ROOT, file)}:145:11: warning: ${UNUSED}`);
    expect(stderr.every((line) => /^[^:]+:\d+:\d+: warning: /.test(line))).toBe(true);
    expect(stdout.trim().replace(/in \d+ ms/, 'in N ms')).toBe(`${file} is correct (checked in N ms, ${stderr.length} warnings).`);
  }, 60_000);

  it('--format github prints each problem as an annotation at its file, line and column, then the count', () => {
    const file = writeCase('53-several-problems-sorted.yaml');
    const at = relative(ROOT, file).replaceAll(':', '%3A').replaceAll(',', '%2C');
    const { status, stdout, stderr } = runCheck(file, '--format', 'github');
    expect(status).toBe(1);
    expect(stderr).toEqual([]);
    expect(stdout.split('\n')).toEqual([
      `::error file=${at},line=7,col=12::copy text t.ui.hom does not exist in the language packs; did you mean t.ui.home?`,
      `::error file=${at},line=12,col=35::there is no screen "complaints" to go to`,
      `::error file=${at},line=14,col=20::screen home has no modal "done"`,
      `::error file=${at},line=18,col=9::document file content/missing.en.md does not exist`,
      '',
      `4 problems in ${file}.`,
      '',
    ]);
  }, 60_000);

  it('--format github marks a problem inside a document in that file, and says what was not checked', () => {
    for (const name of ['75-document-markup.yaml', '02-yaml-bad-indent.yaml']) {
      const file = writeCase(name);
      const { status, stdout } = runCheck(file, '--format', 'github');
      expect(status).toBe(1);
      const annotations = stdout.split('\n').filter((line) => line.startsWith('::'));
      // The corpus's expected lines, written as annotations: a document's problems name the document's file.
      const expected = expectations[name]!.map((line) => {
        const [, where, row, col, message] = /^(?:(.+):)?(\d+):(\d+): (.*)$/.exec(line)!;
        const named = relative(ROOT, where ? join(dirname(file), where) : file);
        return `::error file=${named},line=${row},col=${col}::${message}`;
      });
      expect(annotations).toEqual(expected);
    }
    const unreadable = runCheck(writeCase('02-yaml-bad-indent.yaml'), '--format', 'github').stdout;
    expect(unreadable).toContain('Nothing else was checked: pages.yaml must be readable as YAML first.');
  }, 90_000);

  it('--format github gives each warning an annotation of its own level, and the check still passes', () => {
    const file = writeCase('warning.yaml', unusedText);
    const text = runCheck(file).stderr;
    const { status, stdout, stderr } = runCheck(file, '--format', 'github');
    expect(status).toBe(0);
    expect(stderr).toEqual([]);
    const annotations = stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toContain(`::warning file=${relative(ROOT, file)},line=145,col=11::${UNUSED}`);
    // The same warnings as the default output, one for one.
    expect(annotations).toEqual(text.map((line) => line.replace(/^([^:]+):(\d+):(\d+): warning: /, '::warning file=$1,line=$2,col=$3::')));
  }, 60_000);

  it('--format json prints one document with every problem and warning', () => {
    const broken = writeCase('53-several-problems-sorted.yaml');
    const failed = runCheck(broken, '--format', 'json');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toEqual([]);
    const named = relative(ROOT, broken);
    const error = (line: number, col: number, message: string) => ({ severity: 'error', file: named, line, col, message });
    expect(JSON.parse(failed.stdout)).toEqual({
      file: broken,
      errors: 4,
      warnings: 0,
      problems: [
        error(7, 12, 'copy text t.ui.hom does not exist in the language packs; did you mean t.ui.home?'),
        error(12, 35, 'there is no screen "complaints" to go to'),
        error(14, 20, 'screen home has no modal "done"'),
        error(18, 9, 'document file content/missing.en.md does not exist'),
      ],
      notes: [],
    });

    const warned = writeCase('warning.yaml', unusedText);
    const passed = runCheck(warned, '--format', 'json');
    expect(passed.status).toBe(0);
    const report = JSON.parse(passed.stdout);
    expect(report).toMatchObject({ file: warned, errors: 0, notes: [] });
    expect(report.problems).toContainEqual({ severity: 'warning', file: relative(ROOT, warned), line: 145, col: 11, message: UNUSED });
    expect(report.problems.length).toBe(report.warnings);
    expect(report.problems.every((p: { severity: string }) => p.severity === 'warning')).toBe(true);
  }, 60_000);

  it('exits 2 with the usage for an unknown format, and with the reason for a file it cannot read', () => {
    const unknown = runCheck('pages.yaml', '--format', 'xml');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr[0]).toBe('--format xml is not one of text, github, json.');
    expect(unknown.stderr[1]).toMatch(/^Usage: npm run check/);
    const missing = runCheck(join(dir, 'missing.yaml'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toEqual([expect.stringMatching(/^.*missing\.yaml cannot be read: ENOENT/)]);
  }, 60_000);

  it('exits 0 on the real pages.yaml', () => {
    const { status, stdout, stderr } = runCheck('pages.yaml');
    expect(stderr).toEqual([]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^pages\.yaml is correct \(checked in \d+ ms\)\.$/m);
  }, 60_000);
});
