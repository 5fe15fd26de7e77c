import { checkFile } from '../tools/check/runCheck.ts';
import { findUsage, formatUsage } from '../tools/check/whereAnswer.ts';

const args = process.argv.slice(2);
const whereAt = args.indexOf('--where');
const where = whereAt >= 0 ? args[whereAt + 1] : undefined;
if (whereAt >= 0 && !where) {
  console.error('--where needs a key, e.g. npm run check -- --where const.complaintTextMax');
  process.exit(2);
}
const file = args.find((arg, i) => !arg.startsWith('--') && (whereAt < 0 || i !== whereAt + 1)) ?? 'pages.yaml';
const started = performance.now();
const result = checkFile(file);
const ms = Math.round(performance.now() - started);
const { lines, warningLines } = result;

if (where !== undefined) {
  const found = findUsage(result.usage, where);
  if (found.entries.length === 0) {
    console.error(found.miss);
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
