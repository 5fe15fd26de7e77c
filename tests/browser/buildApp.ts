import react from '@vitejs/plugin-react';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { compileHints } from '../../tools/vite/compileHints.ts';
import { pagesPlugin } from '../../tools/vite/pagesPlugin.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds the app for production from `pagesFile` into `outDir` (quietly); returns the output folder. */
export async function buildApp(outDir: string, pagesFile = join(ROOT, 'pages.yaml')): Promise<string> {
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      root: ROOT,
      configFile: false,
      logLevel: 'error',
      plugins: [react(), pagesPlugin({ file: pagesFile }), compileHints()],
      build: { outDir, emptyOutDir: true, target: 'es2020' },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/**
 * A copy of pages.yaml changed by `edit`, in its own folder beside a link to content/, for tests that prove a
 * change in the config alone changes the product.
 */
export function variantOfPages(name: string, edit: (text: string) => string): string {
  const dir = join(ROOT, '.tmp', 'variants', `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'content'))) symlinkSync(join(ROOT, 'content'), join(dir, 'content'));
  const file = join(dir, 'pages.yaml');
  const original = readFileSync(join(ROOT, 'pages.yaml'), 'utf8');
  const changed = edit(original);
  if (changed === original) throw new Error(`variant ${name}: the edit changed nothing`);
  writeFileSync(file, changed);
  return file;
}

/** Where one test run keeps its production build. */
export function buildDirFor(id: string | number): string {
  return join(ROOT, '.tmp', `dist-test-${id}`);
}
