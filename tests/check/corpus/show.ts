import { parseArgs } from 'node:util';
import { caseFiles, checkCase } from './assemble.ts';

// Prints what the checker says about corpus cases, to review before writing expectations:
//   npx tsx tests/check/corpus/show.ts [case.yaml ...]
const names = parseArgs({ allowPositionals: true }).positionals;
for (const name of names.length ? names : ['base.yaml', ...caseFiles()]) {
  console.log(`${name}`);
  for (const line of checkCase(name)) console.log(`  ${JSON.stringify(line)},`);
}
