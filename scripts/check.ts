import { checkFile } from '../tools/check/runCheck.ts';

const file = process.argv[2] ?? 'pages.yaml';
const started = performance.now();
const { lines } = checkFile(file);
const ms = Math.round(performance.now() - started);
if (lines.length > 0) {
  console.error(lines.join('\n'));
  console.error(`\n${lines.length} problem${lines.length === 1 ? '' : 's'} in ${file}.`);
  process.exit(1);
}
console.log(`${file} is correct (checked in ${ms} ms).`);
