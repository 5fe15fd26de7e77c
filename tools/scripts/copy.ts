// Copy texts for translators, as a table they open in any spreadsheet: an Excel workbook (.xlsx) or CSV.
//   npm run copy -- export texts.xlsx    every copy key (rows) by language (columns); texts.csv for CSV
//   npm run copy -- import texts.xlsx    writes the cells that changed back into pages.yaml, and nothing else
// --pages other.yaml works on another file.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportCopyFile, formatOfName, importCopyFile } from '../copy/copyFile.ts';
import { CopyImportError } from '../copy/sheet.ts';
import { readPages, savePages } from '../pagesFile.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: 'string', default: 'pages.yaml' } } });
const [command, tableFile] = positionals;
const pagesFile = values.pages!;
const usage = 'Usage: npm run copy -- export FILE.xlsx (or FILE.csv)   or   npm run copy -- import FILE.xlsx (or FILE.csv)';

if (!tableFile || (command !== 'export' && command !== 'import')) {
  console.error(usage);
  process.exit(2);
}

const pages = await readPages(pagesFile);
try {
  if (command === 'export') {
    writeFileSync(tableFile, await exportCopyFile(pages.text, formatOfName(tableFile)));
    console.log(
      `${tableFile}: every copy text of ${pagesFile}. Send it to the translators; bring it back with npm run copy -- import ${tableFile}`,
    );
  } else {
    const { text, changes, encoding } = await importCopyFile(pages.text, readFileSync(tableFile));
    const read = encoding ? ` (read as ${encoding}, not UTF-8; every character of it fits)` : '';
    if (changes.length === 0) {
      console.log(`${tableFile}${read}: every text is as in ${pagesFile}; nothing to change.`);
    } else {
      const outcome = await savePages(pagesFile, text, pages.version);
      if (!outcome.saved) {
        console.error(`${pagesFile} changed while the import ran; nothing was written. Run the import again.`);
        process.exit(1);
      }
      for (const c of changes)
        console.log(
          `${tableFile}, row ${c.row}: ${c.key} (${c.pack}): ${c.before === undefined ? 'added' : JSON.stringify(c.before)} -> ${JSON.stringify(c.value)}`,
        );
      console.log(`${changes.length} text${changes.length === 1 ? '' : 's'} changed in ${pagesFile}${read}. Check it: npm run check`);
    }
  }
} catch (error) {
  if (error instanceof CopyImportError) {
    console.error(error.problems.map((p) => `${tableFile}${p.row === undefined ? '' : `, row ${p.row}`}: ${p.message}`).join('\n'));
    console.error(`\n${pagesFile} was not changed: fix the file and import it again.`);
  } else {
    console.error(`npm run copy: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
