import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachedScreens } from '../../tools/atlas/reachedScreens.ts';
import { corpusDir, readCorpusFile } from '../check/corpus/assemble.ts';

// The checker corpus's base is the fixture: screens home and complaint; t.ui.home is shown on home only,
// const.complaintTextMax and document terms (content/terms.*.md) on complaint only.
const base = readCorpusFile('base.yaml');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A version's folder: pages.yaml (the base, or `edit` of it) beside the corpus documents, `terms` added to the English one. */
function version(edit: (text: string) => string = (t) => t, terms = '') {
  const dir = mkdtempSync(join(tmpdir(), 'reached-'));
  dirs.push(dir);
  cpSync(join(corpusDir, 'content'), join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, 'pages.yaml'), edit(base));
  if (terms) writeFileSync(join(dir, 'content/terms.en.md'), `${readFileSync(join(dir, 'content/terms.en.md'), 'utf8')}${terms}`);
  return dir;
}
const before = version();
const reached = (after: string, files: string[] = ['pages.yaml']) => {
  const reach = reachedScreens(before, after, files);
  return { every: reach.every?.what, screens: Object.fromEntries(reach.screens.map((s) => [s.id, s.why.map((r) => r.what)])) };
};
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

describe('reachedScreens', () => {
  it('reaches only the screens that show a copy text changed in one language, with the line it changed on', () => {
    const after = version((t) => t.replace('          home: Home\n', '          home: Start\n'));
    expect(reached(after)).toEqual({ every: undefined, screens: { home: ['t.ui.home'] } });
    const [screen] = reachedScreens(before, after, ['pages.yaml']).screens;
    expect(screen).toEqual({
      id: 'home',
      line: lineOf(base, '  home:'),
      why: [{ what: 't.ui.home', file: 'pages.yaml', line: lineOf(base, '          home: Home') }],
    });
  });

  it('reaches the screens that read a changed constant, or show a document whose text changed', () => {
    expect(reached(version((t) => t.replace('complaintTextMax: 200', 'complaintTextMax: 300')))).toEqual({
      every: undefined,
      screens: { complaint: ['const.complaintTextMax'] },
    });
    const terms = version(undefined, '\nA new paragraph.\n');
    expect(reachedScreens(before, terms, ['content/terms.en.md']).screens).toEqual([
      { id: 'complaint', line: lineOf(base, '  complaint:'), why: [{ what: 'document.terms', file: 'content/terms.en.md' }] },
    ]);
  });

  it('reaches a screen whose own settings changed, and a screen added', () => {
    expect(reached(version((t) => t.replace('        text: t.ui.home\n', '        text: t.ui.home\n        level: 2\n')))).toEqual({
      every: undefined,
      screens: { home: ['its own settings'] },
    });
    const added = version((t) => `${t.trimEnd()}\n  about:\n    route: /about\n    title: t.ui.home\n    blocks: []\n`);
    expect(reached(added).screens).toEqual({ about: ['a new screen'] });
    expect(reached(version((t) => t.replace('          - type: navigate\n            to: complaint\n', '')))).toEqual({
      every: undefined,
      screens: { home: ['its own settings'] },
    });
  });

  it('reaches no screen when pages.yaml is unchanged or only guides and tests changed', () => {
    expect(reached(version(), ['docs/staff-guide.md', 'tests/check/cli.test.ts', 'README.md'])).toEqual({ every: undefined, screens: {} });
  });

  it('reaches every screen, saying why, for another section of pages.yaml or a change of code', () => {
    const colours = version((t) => t.replace('primary: "#057A55"', 'primary: "#046C4E"'));
    expect(reached(colours)).toEqual({
      every: 'app changed',
      screens: { complaint: ['app changed'], home: ['app changed'] },
    });
    expect(reached(version(), ['src/format/money.ts', 'pages.yaml']).every).toBe('code changed (src/format/money.ts)');
  });
});
