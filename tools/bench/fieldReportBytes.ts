import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildLikeTheApp, ROOT } from './build.ts';
import { closure, documentScripts, gzipSize, readManifest } from './firstLoad.ts';

/** The modules the page loads for field reports after its first screen is ready, and for timings after that. */
export const FIELD_MODULES = {
  boot: 'src/field/startFieldReports.ts',
  client: 'src/field/fieldClient.ts',
  timings: 'src/field/pageTimings.ts',
};

/** Bytes gzip (level 9) of the field-report code, as the borrower downloads it. */
export interface FieldReportBytes {
  /** The part the boot carries (startFieldReports), in the entry; Vite's import helper, which the entry has anyway, aside. */
  boot: number;
  /** The chunk it loads once the first screen is ready (fieldClient.ts), less what the page has already. */
  afterReady: number;
  /** The timing chunk (pageTimings.ts, with web-vitals), which a page view that reports timings loads after that. */
  timings: number;
  /** Where the sizes were read: the app's own build, or a build of the field modules alone. */
  measuredIn: 'app' | 'field modules';
}

/** Whether an app build (with a manifest) has the field-report client: once the boot starts field reports. */
export function appHasFieldReports(distDir: string): boolean {
  return existsSync(join(distDir, '.vite', 'manifest.json')) && FIELD_MODULES.client in readManifest(distDir);
}

/** The field modules alone, built as the app is (its target, its minifier, its plugins), into `outDir` with a manifest. */
export function buildFieldModules(outDir: string): Promise<string> {
  return buildLikeTheApp(ROOT, outDir, { input: join(ROOT, FIELD_MODULES.boot), preserveEntrySignatures: 'strict' });
}

/**
 * What each part costs in a build with a manifest: the app's (`appDist`, once it imports startFieldReports) or
 * the field modules' own (`modulesDist`), where the boot part is the entry's size. A chunk counts only the files the
 * page has not loaded before it: the entry and what the generic document loads with it (the drawing code, React),
 * which every page has before its screen is ready.
 */
export function fieldReportBytes(modulesDist: string, appDist?: string): FieldReportBytes {
  const inApp = appDist !== undefined && appHasFieldReports(appDist);
  const dir = inApp ? appDist : modulesDist;
  const manifest = readManifest(dir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const before = closure(manifest, entries, inApp ? documentScripts(dir) : new Set());
  const client = [...closure(manifest, [FIELD_MODULES.client])].filter((file) => !before.has(file));
  const timings = [...closure(manifest, [FIELD_MODULES.timings])].filter((file) => !before.has(file) && !client.includes(file));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(dir, file), 0);
  const modules = readManifest(modulesDist);
  return {
    boot: gzipSize(modulesDist, modules[FIELD_MODULES.boot]!.file),
    afterReady: sum(client),
    timings: sum(timings),
    measuredIn: inApp ? 'app' : 'field modules',
  };
}
