// Writes .gz and .br copies of a build's text files for nginx's gzip_static / brotli_static: npx tsx tools/scripts/precompress.ts dist
import { parseArgs } from 'node:util';
import { precompress } from '../deploy/precompress.ts';

const dir = parseArgs({ allowPositionals: true }).positionals[0] ?? 'dist';
console.log(`precompressed ${precompress(dir)} files in ${dir}`);
