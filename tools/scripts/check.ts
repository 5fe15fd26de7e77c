// npm run check [-- file.yaml] [--format text|github|json] [--where <key>]: every problem of pages.yaml, or where a
// constant, copy text or document is used. Exit codes: 0 correct (warnings allowed), 1 problems (or no such key
// for --where), 2 the command itself is wrong or the file cannot be read.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { githubAnnotation } from '../check/githubAnnotation.ts';
import { checkFile } from '../check/runCheck.ts';
import { findUsage, formatUsage } from '../check/whereAnswer.ts';

const USAGE = `Usage: npm run check [-- pages.yaml] [--format text|github|json] [--where <key>], e.g. npm run check -- --where const.complaintTextMax
  --format github  every problem as a GitHub Actions annotation at its line (warnings as warnings)
  --format json    one JSON document: { file, errors, warnings, problems: [{ severity, file, line, col, message }], notes }`;
const FORMATS = ['text', 'github', 'json'] as const;

function refuse(why: string, usage = USAGE): never {
  console.error(usage ? `${why}\n${usage}` : why);
  process.exit(2);
}

let parsed: ReturnType<typeof readArgs>;
function readArgs() {
  return parseArgs({ allowPositionals: true, options: { where: { type: 'string' }, format: { type: 'string', default: 'text' } } });
}
try {
  parsed = readArgs();
} catch (error) {
  refuse((error as Error).message);
}
const { where, format } = parsed.values;
if (!FORMATS.includes(format as (typeof FORMATS)[number])) refuse(`--format ${format} is not one of ${FORMATS.join(', ')}.`);
if (where !== undefined && format !== 'text') refuse('--where prints for people only; leave out --format.');
const file = parsed.positionals[0] ?? 'pages.yaml';
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  refuse(`${file} cannot be read: ${(error as Error).message}`, '');
}
const started = performance.now();
const result = checkFile(file, text);
const ms = Math.round(performance.now() - started);
const { lines, warningLines, findings } = result;

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

if (format === 'json') {
  const document = { file, errors: lines.length, warnings: warningLines.length, problems: findings, notes: result.notes };
  console.log(JSON.stringify(document, null, 2));
  process.exit(lines.length > 0 ? 1 : 0);
}
// GitHub reads workflow commands from standard output; the closing line stays as people read it.
const say = format === 'github' ? console.log : console.error;
if (format === 'github') for (const finding of findings) console.log(githubAnnotation(finding));
else if (warningLines.length > 0) console.error(warningLines.join('\n'));
if (lines.length > 0) {
  if (format === 'text') console.error(lines.join('\n'));
  for (const note of result.notes) say(note);
  say(`\n${count(lines.length, 'problem')} in ${file}.`);
  process.exit(1);
}
const warned = warningLines.length > 0 ? `, ${count(warningLines.length, 'warning')}` : '';
console.log(`${file} is correct (checked in ${ms} ms${warned}).`);

function count(n: number, what: string) {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
