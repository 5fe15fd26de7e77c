import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { themeCss } from '../../tools/vite/themeCss.ts';
import { compiledPages } from '../support/compiledPages.ts';

const ROOT = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full, name) : name.test(entry) ? [full] : [];
  });
}

const read = (files: string[]) => files.map((file) => readFileSync(file, 'utf8')).join('\n');
// What the pages draw with: the renderer's and the product's code, and the document before the code arrives.
const code = read([
  ...filesUnder(join(ROOT, 'renderer'), /\.tsx?$/),
  ...filesUnder(join(ROOT, 'src'), /\.tsx?$/),
  join(ROOT, 'index.html'),
]);
// The renderer's sheet, each widget's own, and the rules the build makes from pages.yaml (its gaps and sizes).
const sheets = [
  read([...filesUnder(join(ROOT, 'renderer'), /\.css$/), ...filesUnder(join(ROOT, 'src'), /\.css$/)]),
  themeCss(compiledPages()),
].join('\n');

/** The renderer's classes start r-, the widgets' w-; a class followed by `${` is the start of one built in code. */
const named = [...code.matchAll(/(?<![\w-])([rw]-[a-zA-Z0-9-]*[a-zA-Z0-9-])(\$\{)?/g)];
const whole = new Set(named.filter((m) => !m[2]).map((m) => m[1]!));
const starts = new Set(named.filter((m) => m[2]).map((m) => m[1]!));
const styled = new Set([...sheets.matchAll(/\.([rw]-[a-zA-Z0-9_-]+)/g)].map((m) => m[1]!));

/** Classes the code names for finding an element (tests, the app's own code), which no rule needs to style. */
const HOOKS = new Set(['r-checkbox-label', 'r-file-picker', 'r-tab-panel', 'r-upload', 'r-toast-loading']);

test('every class a kind or the app names is styled, so a new kind cannot ship without its rules', () => {
  expect([...whole].filter((c) => !styled.has(c) && !HOOKS.has(c))).toEqual([]);
  expect([...starts].filter((start) => ![...styled].some((c) => c.startsWith(start)))).toEqual([]);
  expect(
    [...HOOKS].filter((c) => !whole.has(c) || styled.has(c)),
    'a hook no longer named, or now styled',
  ).toEqual([]);
});

test('every rule styles a class the code names, so a kind removed or renamed leaves none behind', () => {
  expect([...styled].filter((c) => !whole.has(c) && ![...starts].some((start) => c.startsWith(start)))).toEqual([]);
});
