import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineHash } from '../vite/pageContract.ts';

/**
 * The Content-Security-Policy sources of the sheets the documents of a build (`dist`) carry inline, read from the
 * documents themselves: the policy allows exactly what was built, whatever the build wrote into them.
 */
export function inlineStyleHashes(dist: string): string[] {
  const documents = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  if (documents.length === 0)
    throw new Error(`${dist} has no documents: build first (npm run build); the policy allows the sheet they carry inline by its hash`);
  const hashes = new Set<string>();
  for (const name of documents)
    for (const [, css] of readFileSync(join(dist, name), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)) hashes.add(inlineHash(css!));
  return [...hashes];
}
