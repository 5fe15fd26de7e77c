// The field reports the sandbox received, as a table: npm run field [-- --sandbox <url>] [--from <file>]
//   --sandbox  a running sandbox (default: npm start's, http://127.0.0.1:8787, or SANDBOX_PORT's)
//   --from     a file of reports the atlas saved (atlas/field-reports.json)
import { parseArgs } from 'node:util';
import { fieldReportsOf, readFieldReportsFile, START_SANDBOX } from '../field/fieldReportsFrom.ts';
import { summarise } from '../field/fieldSummary.ts';
import { fieldTable } from '../field/fieldTable.ts';

let values: { sandbox: string; from?: string };
try {
  values = parseArgs({ options: { sandbox: { type: 'string', default: START_SANDBOX }, from: { type: 'string' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run field [-- --sandbox <url>] [--from <file>]`);
  process.exit(2);
}
try {
  const store = values.from ? readFieldReportsFile(values.from) : await fieldReportsOf(values.sandbox);
  process.stdout.write(fieldTable(summarise(store)));
} catch (error) {
  console.error(`npm run field: ${(error as Error).message}`);
  process.exit(1);
}
