import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';
import { buildApp, productionBuild } from '../../tests/browser/buildApp.ts';
import { compileHints } from '../vite/compileHints.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The app as `npm run build` makes it (vite.config.ts), with a manifest, into `outDir`. */
export function buildProject(outDir: string): Promise<string> {
  return buildApp(outDir, undefined, { build: { manifest: true } });
}

/** The hand-written floor (tools/bench/floor), with the project's target and its product-neutral build plugins. */
export async function buildFloor(outDir: string): Promise<string> {
  await productionBuild({
    root: join(ROOT, 'tools', 'bench', 'floor'),
    configFile: false,
    plugins: [react(), compileHints()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2020' },
  });
  return outDir;
}
