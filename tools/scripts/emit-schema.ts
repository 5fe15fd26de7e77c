// Makes the files generated from schemas/*.ts (and the product's names, tools/productSchema.ts), which git ignores:
// the checker's validator and the editors' copy of the schema. `npm ci` (prepare), `npm test` and `npm run build`
// run it; run `npm run schema` after changing schemas/ while a dev server or `npx vitest` is what you run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { schemaFiles } from '../schemaJson.ts';

const ROOT = join(import.meta.dirname, '../..');
// A file already up to date is left alone, so a running dev server does not reload for nothing.
const written = Object.entries(schemaFiles()).flatMap(([file, text]) => {
  const path = join(ROOT, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return [];
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return [relative(ROOT, path)];
});
console.log(written.length ? `wrote ${written.join(', ')}` : 'the schema files are up to date');
