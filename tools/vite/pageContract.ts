import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minifySync } from 'vite';

const SOURCE = resolve(import.meta.dirname, '../../renderer/document/pageContract.js');

/**
 * The page's first script (renderer/document/pageContract.js) as every document runs it inline, its failure after
 * `stallMs`: minified, so each document carries a few hundred bytes of it. The same text, so one hash, everywhere.
 */
export function pageContractScript(stallMs: number): string {
  const source = readFileSync(SOURCE, 'utf8').replace('STALL_MS', String(stallMs));
  return minifySync('pageContract.js', source, { compress: true, mangle: true }).code.trim();
}

/** The Content-Security-Policy source that allows exactly this inline script or sheet. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
