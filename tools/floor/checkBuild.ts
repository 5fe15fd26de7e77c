import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { floorQuery } from './browserFloor.ts';
import { checkScripts } from './checkScripts.ts';
import { checkStyles } from './checkStyles.ts';
import type { FloorProblem } from './FloorProblem.ts';

/** Every use in a production build (`dir`, e.g. dist/) of syntax, an API or CSS that the browser floor lacks. */
export async function checkBuild(dir: string, query: string[] = floorQuery()): Promise<FloorProblem[]> {
  const assets = readdirSync(join(dir, 'assets')).map((f) => join(dir, 'assets', f));
  const scripts = assets.filter((f) => f.endsWith('.js'));
  if (scripts.length === 0) throw new Error(`${dir} has no scripts in assets/: build it first (npm run build)`);
  return [
    ...(await checkScripts(dir, scripts, query)),
    ...(await checkStyles(
      dir,
      assets.filter((f) => f.endsWith('.css')),
      query,
    )),
  ];
}
