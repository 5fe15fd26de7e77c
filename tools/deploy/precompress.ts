import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 256;

/**
 * Writes `name.gz` and `name.br` beside every text file of a build, at the highest levels, so nginx's gzip_static
 * and brotli_static serve them without compressing on each request. Returns how many files it compressed.
 */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!TEXT.has(extname(entry.name)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, compress(body, 'gzip'));
    writeFileSync(`${path}.br`, compress(body, 'br'));
    count += 1;
  }
  return count;
}

/** A file's content compressed as the build ships it, at the highest level of `encoding`. */
export function compress(body: Buffer, encoding: 'gzip' | 'br'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
