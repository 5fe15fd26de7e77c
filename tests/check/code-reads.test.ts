import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeReads } from '../../tools/check/codeReads.ts';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => relative(ROOT, join(ROOT, dir, f)));
}

/** Every constant (`constants.name`) and renderer message (`ui('name')`) a TypeScript file reads. */
function readsIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const constants = [...text.matchAll(/\bconstants\??\.([A-Za-z]\w*)/g)].map((m) => `const.${m[1]}`);
  const ui = [...text.matchAll(/\bui\(([^)]*)\)/g)].flatMap((m) => [...m[1]!.matchAll(/'([A-Za-z]\w*)'/g)].map((q) => `t.ui.${q[1]}`));
  return [...constants, ...ui];
}

describe('tools/check/codeReads.ts', () => {
  const files = [...sources('src'), ...sources('renderer')];
  const read = new Map(files.map((f) => [f, new Set(readsIn(f))]));

  it('declares every constant and copy text that TypeScript reads', () => {
    const declared = new Set(codeReads.map((r) => r.key));
    const undeclared = [...read].flatMap(([file, keys]) => [...keys].filter((k) => !declared.has(k)).map((k) => `${k} in ${file}`));
    expect(undeclared).toEqual([]);
  });

  it('declares nothing that its file does not read', () => {
    const stale = codeReads.filter((r) => !read.get(r.file)?.has(r.key)).map((r) => `${r.key} in ${r.file}`);
    expect(stale).toEqual([]);
  });
});
