import { resolve } from 'node:path';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

const ROOT = resolve(import.meta.dirname, '../..');

/** The browser floor: the query in package.json's `browserslist`, the one list every tool reads. */
export function floorQuery(): string[] {
  const query = browserslist.loadConfig({ path: ROOT });
  if (!query) throw new Error('package.json has no browserslist: the browser floor is not declared');
  return typeof query === 'string' ? [query] : query;
}

/** Every browser version the floor covers, as browserslist names them (`chrome 93`, `ios_saf 15.4`). */
export function floorBrowsers(): string[] {
  return browserslist(floorQuery());
}

/** Vite's `build.target` for the floor: the oldest version of each engine it covers (`chrome93`, `ios15.4`, …). */
export function buildTarget(): string[] {
  return browserslistToEsbuild(floorQuery());
}
