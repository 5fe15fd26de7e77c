import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { expect, test } from 'vitest';
import { nativeActions } from '../src/bridge/nativeActions.ts';
import { importCircles } from './support/importCircles.ts';

const ROOT = resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

const rendererFiles = filesUnder(join(ROOT, 'renderer'));
/** Every module a file names: imports and re-exports, type-only ones too, side-effect imports and `import('…')`. */
const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]!);

/**
 * Which way imports point: `schemas/` <- `renderer/` <- `src/`, and the tools beside them. A layer names nothing of
 * the folders listed against it, not even for a type.
 */
const LAYER_RULES = [
  { layer: 'schemas', never: ['renderer', 'src', 'tools', 'sandbox', 'tests'], why: 'the generic schema knows no engine and no product' },
  { layer: 'renderer', never: ['src', 'tools', 'sandbox', 'tests'], why: 'the engine knows no product: src/ hands it its parts' },
  { layer: 'src', never: ['tools', 'sandbox', 'tests'], why: 'the product ships nothing of the tooling' },
  { layer: 'tools', never: ['tests'], why: 'tests use the tools, never the other way round: shared helpers live in tools/harness/' },
  { layer: 'sandbox', never: ['tools', 'tests'], why: 'the sandbox runs on its own beside the app' },
] as const;

for (const { layer, never, why } of LAYER_RULES) {
  test(`layer rule: ${layer}/ imports nothing of ${never.map((folder) => `${folder}/`).join(', ')}: ${why}`, () => {
    const offenders = filesUnder(join(ROOT, layer)).flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) => spec.startsWith('.') && (never as readonly string[]).includes(relative(ROOT, resolve(file, '..', spec)).split(sep)[0]!),
        )
        .map((spec) => `${relative(ROOT, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
}

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
