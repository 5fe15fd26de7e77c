import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPages } from '../../tools/check/check.ts';
import { functionNames } from '../../tools/check/functionNames.ts';
import { findUsage, formatUsage } from '../../tools/check/whereAnswer.ts';
import { corpusDir, readCorpusFile } from './corpus/assemble.ts';

// The corpus base is the fixture: two screens (home, complaint), a document, shared api settings.
const base = readCorpusFile('base.yaml');
const check = (text = base) => checkPages(text, { baseDir: corpusDir, functions: functionNames });
const entry = (key: string, text = base) => check(text).usage.find((u) => u.key === key);

describe('where-used', () => {
  it('names the screens whose settings use a constant, with the line that defines it', () => {
    expect(entry('const.complaintTextMax')).toEqual({
      key: 'const.complaintTextMax',
      kind: 'constant',
      line: 37,
      screens: ['complaint'],
      readBy: [],
    });
    expect(entry('t.ui.home')).toMatchObject({ kind: 'copy', line: 140, screens: ['home'] });
    expect(entry('t.complaint.title')).toMatchObject({ screens: ['complaint', 'home'] });
  });

  it('keeps a screen whose block has a mistake (a misspelt type or setting) while the file is being fixed', () => {
    const typo = base.replace('      - type: textarea\n', '      - type: textare\n');
    expect(check(typo).problems.length).toBeGreaterThan(0);
    expect(entry('const.complaintTextMax', typo)?.screens).toEqual(['complaint']);
    const setting = base.replace('        maxLength: const.complaintTextMax', '        maxLenght: const.complaintTextMax');
    expect(entry('const.complaintTextMax', setting)?.screens).toEqual(['complaint']);
  });

  it('follows documents: the screens showing a document use it and the constants in its {{placeholders}}', () => {
    expect(entry('document.terms')).toMatchObject({ kind: 'document', line: 93, screens: ['complaint'] });
    expect(entry('const.loanTermMaxDays')).toMatchObject({ screens: ['complaint'], readBy: ['document terms'] });
  });

  it('counts shared settings: api settings serve every screen, a client or an endpoint the screens that call it', () => {
    expect(entry('t.ui.network')).toMatchObject({ screens: ['complaint', 'home'], readBy: ['api.networkError'] });
    expect(entry('const.commonSuccessCode')?.screens).toEqual(['complaint']);
    expect(entry('const.paymentSuccessCode')).toMatchObject({ screens: [], readBy: ['api client payment'] });
    const withEndpointSetting = base.replace(
      'client: common, payload: [orderId] }',
      'client: common, payload: [orderId], success: const.templateSuccessCode }',
    );
    expect(entry('const.templateSuccessCode', withEndpointSetting)).toMatchObject({
      screens: ['complaint'],
      readBy: ['endpoint problemInit'],
    });
  });

  it('counts what TypeScript reads (tools/check/codeReads.ts) as used by the screens that depend on it', () => {
    expect(entry('const.toastDefaultMs')).toMatchObject({ screens: ['complaint', 'home'], readBy: ['src/prepareApp.ts'] });
    // Amount formatting constants are read only where money() or amount() is called.
    expect(entry('const.minorUnitsPerMajor')).toMatchObject({ screens: [], readBy: ['src/format/formatAmount.ts'] });
    const withMoney = base.replace('text: t.complaint.done', 'text: money(1000)');
    expect(entry('const.minorUnitsPerMajor', withMoney)?.screens).toEqual(['complaint']);
  });

  it('takes a computed key as a use of every key under the part written out', () => {
    const computed = base.replace('text: t.complaint.done', 'text: t.complaint[state.tab]');
    expect(entry('t.complaint.done', computed)?.screens).toEqual(['complaint']);
    expect(entry('t.complaint.submit', computed)?.screens).toEqual(['complaint']);
  });

  it('warns, with its line, about a constant or copy text nothing reads; warnings do not fail the check', () => {
    const unused = base.replace('text: t.complaint.done', `text: "'Sent'"`);
    const result = check(unused);
    expect(result.problems).toEqual([]);
    expect(result.compiled).toBeDefined();
    const warnings = result.warnings.map((w) => `${w.line}:${w.col}: ${w.message}`);
    expect(warnings).toContain(
      '145:11: copy text complaint.done is shown by no screen, so changing it changes nothing; use it as t.complaint.done or remove it from every language pack',
    );
    expect(warnings).toContain(
      '36:3: constant requestTimeoutMs is read by no screen, document or code, so changing it changes nothing; use it as const.requestTimeoutMs or remove it',
    );
    // Used ones are not warned about: read by a screen, a shared setting, a document or code.
    expect(warnings.join('\n')).not.toMatch(
      /complaintTextMax|commonSuccessCode|loanTermMaxDays|toastDefaultMs|paymentSuccessCode|ui\.network/,
    );
    expect(
      check()
        .warnings.map((w) => w.message)
        .join('\n'),
    ).not.toMatch(/complaint\.done/);
  });
});

describe('npm run check -- --where <key>', () => {
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'pages-where-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'pages.yaml');
  writeFileSync(file, base);
  cpSync(join(corpusDir, 'content'), join(dir, 'content'), { recursive: true });
  const where = (key: string) => spawnSync('npx', ['tsx', 'tools/scripts/check.ts', file, '--where', key], { cwd: root, encoding: 'utf8' });

  it('prints the screens with their routes, and what else reads it', () => {
    const run = where('loanTermMaxDays');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      `const.loanTermMaxDays (${file}:62) is used on 1 screen:`,
      '  complaint  /complaint',
      'Also read by: document terms.',
    ]);
  }, 120_000);

  it('finds a key written as in pages.yaml, bare, as a placeholder or as a copy group', () => {
    const { usage, routes } = check();
    const keys = (asked: string) => findUsage(usage, asked).entries.map((u) => u.key);
    expect(keys('t.complaint.title')).toEqual(['t.complaint.title']);
    expect(keys('complaint.title')).toEqual(['t.complaint.title']);
    expect(keys('{{loanTermMaxDays}}')).toEqual(['const.loanTermMaxDays']);
    expect(keys('terms')).toEqual(['document.terms']);
    expect(keys('t.complaint')).toEqual(['t.complaint.title', 't.complaint.required', 't.complaint.submit', 't.complaint.done']);
    expect(formatUsage(entry('t.complaint.title')!, 'pages.yaml', routes)).toBe(
      't.complaint.title (pages.yaml:142) is used on 2 screens:\n  complaint  /complaint\n  home       /',
    );
    expect(formatUsage(entry('const.requestTimeoutMs')!, 'pages.yaml', routes)).toContain(
      'is used on no screen.\nNothing reads it: changing it changes nothing.',
    );
  });

  it('exits 1 with a likely spelling for a key that does not exist', () => {
    const run = where('complaintTxtMax');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'pages.yaml has no constant, copy text or document "complaintTxtMax"; did you mean const.complaintTextMax?',
    );
  }, 120_000);
});
