import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type InlineConfig, mergeConfig } from 'vite';
import { appConfig } from '../../vite.config.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A quiet production build; keeps React's production bundle when Vitest (NODE_ENV=test) runs it. */
export async function productionBuild(config: InlineConfig): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'error', ...config });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Builds the app for production as `npm run build` does (vite.config.ts), from `pagesFile` into `outDir`, with
 * `extra` build options merged in; returns the output folder.
 */
export async function buildApp(outDir: string, pagesFile = join(ROOT, 'pages.yaml'), extra: InlineConfig = {}): Promise<string> {
  const config = mergeConfig(appConfig({ pages: pagesFile }), { configFile: false, build: { outDir, emptyOutDir: true } });
  await productionBuild(mergeConfig(config, extra));
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
