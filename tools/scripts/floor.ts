// The browser floor check on a build: npm run build && npm run floor [-- dist]
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { floorQuery } from '../floor/browserFloor.ts';
import { checkBuild } from '../floor/checkBuild.ts';
import { formatFloorProblem } from '../floor/FloorProblem.ts';

const dir = resolve(parseArgs({ allowPositionals: true }).positionals[0] ?? 'dist');
const problems = await checkBuild(dir);
if (problems.length > 0) {
  console.error(problems.map(formatFloorProblem).join('\n'));
  console.error(`\n${problems.length} use(s) of what the browser floor lacks (package.json browserslist: ${floorQuery().join(', ')}).`);
  process.exit(1);
}
console.log(`${dir}: nothing the browser floor lacks (${floorQuery().join(', ')}).`);
