// The Markdown summary of an atlas taken with --since, for a CI job's summary or a pull request.
// Usage: npm run atlas:summary [-- --dir atlas] [--artifact <download url>] [--source <url of the files, ending in />]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { atlasSummary, type AtlasChanges } from '../atlas/summary.ts';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'atlas' }, artifact: { type: 'string' }, source: { type: 'string' } },
});
const file = join(values.dir!, 'changes.json');
let changes: AtlasChanges;
try {
  changes = JSON.parse(readFileSync(file, 'utf8')) as AtlasChanges;
} catch (error) {
  console.error(`${file} cannot be read (${(error as Error).message}); take the atlas with --since first: npm run atlas -- --since main`);
  process.exit(2);
}
const links = { ...(values.artifact ? { artifact: values.artifact } : {}), ...(values.source ? { source: values.source } : {}) };
process.stdout.write(atlasSummary(changes, links));
