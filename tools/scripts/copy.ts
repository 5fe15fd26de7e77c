// Copy texts for translators, as a table they open in any spreadsheet: an Excel workbook (.xlsx) or CSV.
//   npm run copy -- export texts.xlsx    every copy key (rows) by language (columns); texts.csv for CSV
//   npm run copy -- import texts.xlsx    writes back the texts the translator changed, and nothing else
// --pages other.yaml works on another file. For import: --encoding windows-1252 (macintosh, iso-8859-15) reads a
// CSV that is not UTF-8; --all-differences writes every text that differs, for a file exported before the record.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportCopyFile, formatOfName, importCopyFile } from '../copy/copyFile.ts';
import { conflictMessage } from '../copy/importCopyTable.ts';
import { LEGACY_ENCODINGS, legacyEncoding } from '../copy/legacyEncoding.ts';
import { CopyImportError } from '../copy/sheet.ts';
import { readPages, savePages } from '../pagesFile.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: 'string', default: 'pages.yaml' },
    encoding: { type: 'string' },
    'all-differences': { type: 'boolean', default: false },
  },
});
const [command, tableFile] = positionals;
const pagesFile = values.pages!;
const usage =
  'Usage: npm run copy -- export FILE.xlsx (or FILE.csv)   or   npm run copy -- import FILE.xlsx (or FILE.csv) [--encoding NAME] [--all-differences]';
const encoding = values.encoding === undefined ? undefined : legacyEncoding(values.encoding);

if (!tableFile || (command !== 'export' && command !== 'import')) {
  console.error(usage);
  process.exit(2);
}
if (values.encoding !== undefined && !encoding) {
  console.error(
    `--encoding ${values.encoding}: the import reads ${LEGACY_ENCODINGS.map((e) => e.id).join(', ')}, besides UTF-8 and UTF-16`,
  );
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
    const options = { ...(encoding ? { encoding } : {}), allDifferences: values['all-differences'] };
    const { text, changes, conflicts, notes, encoding: read } = await importCopyFile(pages.text, readFileSync(tableFile), options);
    const readAs = read ? ` (read as ${read})` : '';
    for (const note of notes) console.log(`${tableFile}: ${note}`);
    if (changes.length === 0) {
      console.log(`${tableFile}${readAs}: no text changed since it was exported that pages.yaml can take; nothing to change.`);
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
      console.log(`${changes.length} text${changes.length === 1 ? '' : 's'} changed in ${pagesFile}${readAs}. Check it: npm run check`);
    }
    if (conflicts.length) {
      console.error(conflicts.map((c) => `${tableFile}, row ${c.row}: ${conflictMessage(c)}`).join('\n'));
      console.error(
        `\n${conflicts.length} text${conflicts.length === 1 ? '' : 's'} changed in ${pagesFile} since the file was exported ${conflicts.length === 1 ? 'was' : 'were'} left as ${pagesFile} has ${conflicts.length === 1 ? 'it' : 'them'}.`,
      );
      process.exit(1);
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
