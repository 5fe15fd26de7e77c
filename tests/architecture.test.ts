import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { nativeActions } from '../src/bridge/nativeActions.ts';
import { importCircles } from './support/importCircles.ts';

const ROOT = resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const rendererFiles = filesUnder(join(ROOT, 'renderer'));
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2]!,
  );

test('renderer/ never imports src/', () => {
  const offenders = rendererFiles.flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith('.') && relative(ROOT, resolve(file, '..', spec)).startsWith('src'))
      .map((spec) => `${relative(ROOT, file)} imports ${spec}`),
  );
  expect(offenders).toEqual([]);
});

test('renderer/ knows nothing of loans: no product words in its code', () => {
  const words = /\b(loans?|repay\w*|complaints?\w*|borrowers?|order(No|Id)s?|coupons?|captchas?|sms)\b/i;
  const offenders = rendererFiles.filter((file) => words.test(readFileSync(file, 'utf8'))).map((f) => relative(ROOT, f));
  expect(offenders).toEqual([]);
});

test("renderer/ names none of the app shell's actions: the app hands its bridge over", () => {
  const named = new RegExp(`['"\`](${nativeActions.filter((a) => a.length > 2).join('|')})['"\`]`);
  const offenders = rendererFiles.filter((file) => named.test(readFileSync(file, 'utf8'))).map((f) => relative(ROOT, f));
  expect(offenders).toEqual([]);
});

// A circle, even of types only, leaves no file to read first: each needs the others understood.
test('no import circle anywhere in the tree, not even of types only', () => {
  expect(importCircles(ROOT)).toEqual([]);
});

test('the browser code never uses eval, new Function or raw HTML', () => {
  const files = [...rendererFiles, ...filesUnder(join(ROOT, 'src'))];
  const offenders = files.filter((file) =>
    /\beval\(|new Function\(|dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(file, 'utf8')),
  );
  expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
});

test('the browser parts never import the expression parser, ajv or yaml', () => {
  const files = [...rendererFiles, ...filesUnder(join(ROOT, 'src'))].filter((f) => !f.endsWith('parse.ts'));
  const offenders = files.flatMap((file) =>
    importsOf(file)
      .filter((spec) => /(^|\/)(parse|parse\.ts)$|^ajv|^yaml$|tools\//.test(spec))
      .map((spec) => `${relative(ROOT, file)} imports ${spec}`),
  );
  expect(offenders).toEqual([]);
});
