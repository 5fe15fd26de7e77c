// Copy texts for translators, as a CSV table they can open in any spreadsheet.
//   npm run copy -- export texts.csv     every copy key (rows) by language pack (columns)
//   npm run copy -- import texts.csv     writes the cells that changed back into pages.yaml, and nothing else
// --pages other.yaml works on another file.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CopyImportError, exportCopyCsv, importCopyCsv } from '../copy/copyCsv.ts';
import { readPages, savePages } from '../pagesFile.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: 'string', default: 'pages.yaml' } } });
const [command, csvFile] = positionals;
const pagesFile = values.pages!;
const usage = 'Usage: npm run copy -- export FILE.csv   or   npm run copy -- import FILE.csv';

if (!csvFile || (command !== 'export' && command !== 'import')) {
  console.error(usage);
  process.exit(2);
}

const pages = await readPages(pagesFile);
try {
  if (command === 'export') {
    const csv = exportCopyCsv(pages.text);
    writeFileSync(csvFile, csv);
    const [header = ''] = csv.split('\r\n');
    console.log(
      `${csvFile}: ${csv.split('\r\n').length - 2} copy texts, columns ${header}. Send it to the translators; bring it back with npm run copy -- import ${csvFile}`,
    );
  } else {
    const { text, changes } = importCopyCsv(pages.text, readFileSync(csvFile, 'utf8'));
    if (changes.length === 0) {
      console.log(`${csvFile}: every text is as in ${pagesFile}; nothing to change.`);
    } else {
      const outcome = await savePages(pagesFile, text, pages.version);
      if (!outcome.saved) {
        console.error(`${pagesFile} changed while the import ran; nothing was written. Run the import again.`);
        process.exit(1);
      }
      for (const c of changes)
        console.log(
          `${csvFile}:${c.line}: ${c.key} (${c.pack}): ${c.before === undefined ? 'added' : JSON.stringify(c.before)} -> ${JSON.stringify(c.value)}`,
        );
      console.log(`${changes.length} text${changes.length === 1 ? '' : 's'} changed in ${pagesFile}. Check it: npm run check`);
    }
  }
} catch (error) {
  if (error instanceof CopyImportError) {
    console.error(error.problems.map((p) => `${csvFile}:${p.line}: ${p.message}`).join('\n'));
    console.error(`\n${pagesFile} was not changed: fix the CSV and import it again.`);
  } else {
    console.error(`npm run copy: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
