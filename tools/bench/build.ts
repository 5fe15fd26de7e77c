import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';
import type { BuildEnvironmentOptions } from 'vite';
import { buildApp, productionBuild } from '../harness/buildApp.ts';
import { buildTarget } from '../floor/browserFloor.ts';
import { compileHints } from '../vite/compileHints.ts';
import { floorPage, SCREENS } from './screens.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
const FLOOR = join(ROOT, 'tools', 'bench', 'floor');

/** The app as `npm run build` makes it (vite.config.ts), with a manifest, into `outDir`. */
export function buildProject(outDir: string): Promise<string> {
  return buildApp(outDir, undefined, { build: { manifest: true } });
}

/**
 * Pages other than the app's, built as the app is (vite.config.ts): its browser target, no module-preload polyfill,
 * its product-neutral plugins, with a manifest, from `root` into `outDir`; `rolldownOptions` names the inputs.
 */
export async function buildLikeTheApp(
  root: string,
  outDir: string,
  rolldownOptions: NonNullable<BuildEnvironmentOptions['rolldownOptions']>,
  publicDir: string | false = false,
): Promise<string> {
  await productionBuild({
    root,
    publicDir,
    configFile: false,
    plugins: [react(), compileHints()],
    build: { outDir, emptyOutDir: true, manifest: true, target: buildTarget(), modulePreload: { polyfill: false }, rolldownOptions },
  });
  return outDir;
}

/**
 * The hand-written floor (tools/bench/floor), one document per bench screen at `<route>/index.html`: each loads its
 * own entry and the one chunk all pages share (React, react-hook-form, floor/http.ts and floor/Page.tsx). Built with
 * the project's target, module-preload setting and product-neutral plugins.
 */
export function buildFloor(outDir: string): Promise<string> {
  return buildLikeTheApp(
    FLOOR,
    outDir,
    {
      input: {
        ...Object.fromEntries(SCREENS.map((screen) => [floorPage(screen), join(FLOOR, floorPage(screen), 'index.html')])),
        // The fallback document: a link from a page onward (the loan details after applying) finds something.
        index: join(FLOOR, 'index.html'),
      },
    },
    // The app's public files: the pages ask for its favicon, as the app's do.
    join(ROOT, 'public'),
  );
}
