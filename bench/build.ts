import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { compileHints } from '../tools/vite/compileHints.ts';

export const ROOT = resolve(import.meta.dirname, '..');

/** Production builds with a manifest, quietly; the NODE_ENV dance keeps React's production bundle under vitest. */
async function productionBuild(config: Parameters<typeof build>[0]): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'error', ...config });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** The app as `npm run build` makes it (vite.config.ts), into `outDir`. */
export async function buildProject(outDir: string): Promise<string> {
  await productionBuild({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), build: { outDir, emptyOutDir: true, manifest: true } });
  return outDir;
}

/** The hand-written floor (bench/floor), with the project's target and its product-neutral build plugins. */
export async function buildFloor(outDir: string): Promise<string> {
  await productionBuild({
    root: join(ROOT, 'bench', 'floor'),
    configFile: false,
    plugins: [react(), compileHints()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2020' },
  });
  return outDir;
}
