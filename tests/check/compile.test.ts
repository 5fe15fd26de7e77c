import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { exprOf, pathExpr } from '../../renderer/expr/exprOf.ts';
import { parseExpression } from '../../renderer/expr/parse.ts';
import { ROOT } from '../../tools/bench/build.ts';
import { codeReads } from '../../tools/check/codeReads.ts';
import { checkFile } from '../../tools/check/runCheck.ts';

const { compiled } = checkFile(join(ROOT, 'pages.yaml'));
if (!compiled) throw new Error('pages.yaml does not check');
const screens = Object.entries(compiled.screens).map(([id, byLanguage]) => ({ id, ...Object.values(byLanguage)[0]! }));

/** Every string in a screen's declaration: the expression sources among them are what the browser evaluates. */
function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) for (const item of node) strings(item, out);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) strings(value, out);
  return out;
}

test('a plain path is built in the browser exactly as the parser reads it, and nothing else passes for one', () => {
  for (const source of ['data.confirm.amount', 't.ui.retry', 'form.agree', 'query.is_new', '$a.b_2']) {
    expect(pathExpr(source)).toStrictEqual(parseExpression(source));
  }
  for (const source of ['muted', 'true', 'a.b()', "query['is-need-pop']", 'a.0', 'a..b', ' a.b', 'a.b ?? c']) {
    expect(pathExpr(source)).toBeUndefined();
  }
});

test('the tables leave plain paths out, and every expression of every screen is still at hand as the parser reads it', () => {
  let paths = 0;
  for (const screen of screens) {
    for (const source of new Set(strings(screen.screen))) {
      let ast: ReturnType<typeof parseExpression>;
      try {
        ast = parseExpression(source);
      } catch {
        continue;
      }
      if (screen.exprs[source]) {
        expect(pathExpr(source), `${screen.id}: ${source}`).toBeUndefined();
        continue;
      }
      if (!pathExpr(source)) continue;
      paths += 1;
      expect(exprOf(screen.exprs, source), `${screen.id}: ${source}`).toStrictEqual(ast);
    }
  }
  expect(paths).toBeGreaterThan(300);
});

test('shared data keeps the constants TypeScript and shared expressions read; a screen brings the others it reads', () => {
  const shared = Object.keys(compiled.shared.constants as object);
  for (const read of codeReads.filter((r) => r.key.startsWith('const.'))) expect(shared).toContain(read.key.slice(6));
  // The API settings are shared expressions over constants.
  expect(shared).toContain('requestTimeoutMs');
  // Only loan confirm reads how long its pop-up waits, and only complaint next how many photos it takes.
  expect(shared).not.toContain('confirmReloadMs');
  expect(shared).not.toContain('complaintImagesMax');
  const confirm = screens.find((s) => s.id === 'loanConfirm')!;
  expect(Object.keys(confirm.constants)).toEqual(['confirmReloadMs']);
  expect(screens.find((s) => s.id === 'complaintNext')!.constants).toHaveProperty('complaintImagesMax');
});

test('answers travel as the checks of the screens that load or call their endpoints, not as shared data', () => {
  const endpoints = compiled.endpoints as Record<string, Record<string, unknown>>;
  expect(Object.values(endpoints).filter((e) => 'answer' in e)).toEqual([]);
  expect(Object.keys(compiled.answers)).toContain('loanDetails');
  const parts = (id: string) => screens.find((s) => s.id === id)!.parts.answers;
  expect(parts('loanDetails')).toEqual(['loanDetails']);
  // Confirm loads its quote and calls push; the register page loads its template and calls for a session id.
  expect(parts('loanConfirm')).toEqual(['loanConfirm', 'loanPush']);
  expect(parts('promoRegister')).toEqual(['channelTemplate', 'getSid']);
  expect(parts('aboutUs')).toEqual([]);
});

test('an optional source that nothing on its screen reads is sent in the background; one that is read is waited for', () => {
  const background = (id: string) => screens.find((s) => s.id === id)!.background;
  expect(background('promoRegister')).toEqual(['visit']);
  const read = checkFile(
    join(ROOT, 'pages.yaml'),
    readFileSync(join(ROOT, 'pages.yaml'), 'utf8')
      .replace(
        '- { type: heading, text: data.template.title ?? t.promo.title, level: 1 }',
        '- { type: heading, text: data.template.title ?? data.visit.note ?? t.promo.title, level: 1 }',
      )
      .replace(
        '    path: /api/v2/youmi/promotion/track-visit\n',
        '    path: /api/v2/youmi/promotion/track-visit\n    answer: { type: object, nullable: true, properties: { note: { type: string } } }\n',
      ),
  );
  expect(read.lines).toEqual([]);
  expect(Object.values(read.compiled!.screens.promoRegister!)[0]!.background).toEqual([]);
});
