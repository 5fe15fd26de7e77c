// npm run check [-- file.yaml] [--where <key>]: every problem of pages.yaml, or where a constant, copy text or
// document is used.
import { parseArgs } from 'node:util';
import { checkFile } from '../check/runCheck.ts';
import { findUsage, formatUsage } from '../check/whereAnswer.ts';

let parsed: ReturnType<typeof readArgs>;
function readArgs() {
  return parseArgs({ allowPositionals: true, options: { where: { type: 'string' } } });
}
try {
  parsed = readArgs();
} catch (error) {
  console.error(`${(error as Error).message}
Usage: npm run check [-- pages.yaml] [--where <key>], e.g. npm run check -- --where const.complaintTextMax`);
  process.exit(2);
}
const where = parsed.values.where;
const file = parsed.positionals[0] ?? 'pages.yaml';
const started = performance.now();
const result = checkFile(file);
const ms = Math.round(performance.now() - started);
const { lines, warningLines } = result;

if (where !== undefined) {
  const found = findUsage(result.usage, where);
  if (found.entries.length === 0) {
    // With YAML that cannot be read there is nothing to look in: say so rather than "no such key".
    console.error(result.usage.length === 0 && lines.length > 0 ? `${file} cannot be read; run npm run check to see why.` : found.miss);
    process.exit(1);
  }
  console.log(found.entries.map((entry) => formatUsage(entry, file, result.routes)).join('\n\n'));
  if (lines.length > 0) console.error(`\n${file} also has ${count(lines.length, 'problem')}; run npm run check to see them.`);
  process.exit(0);
}

if (warningLines.length > 0) console.error(warningLines.join('\n'));
if (lines.length > 0) {
  console.error(lines.join('\n'));
  for (const note of result.notes) console.error(note);
  console.error(`\n${count(lines.length, 'problem')} in ${file}.`);
  process.exit(1);
}
const warned = warningLines.length > 0 ? `, ${count(warningLines.length, 'warning')}` : '';
console.log(`${file} is correct (checked in ${ms} ms${warned}).`);

function count(n: number, what: string) {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
