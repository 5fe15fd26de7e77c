import { createHash, randomBytes } from 'node:crypto';
import { readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A short fingerprint of a text: the studio's "version" of pages.yaml, to notice a change made elsewhere. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export async function readPages(file: string): Promise<{ text: string; version: string }> {
  const text = await readFile(file, 'utf8');
  return { text, version: versionOf(text) };
}

export type SaveOutcome = { saved: true; version: string } | { saved: false; version: string };

/**
 * Writes `text` to `file` unless the file changed since the studio read version `base` (then nothing is written
 * and the current version is returned). The text goes to a temporary file beside it first and is renamed over
 * it, so pages.yaml is never seen half written, by the dev server or anyone else; its permissions are kept, and a
 * symbolic link is followed rather than replaced.
 */
export async function savePages(file: string, text: string, base: string): Promise<SaveOutcome> {
  const target = await realpath(file);
  const current = versionOf(await readFile(target, 'utf8'));
  if (current !== base) return { saved: false, version: current };
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { mode: (await stat(target)).mode });
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { saved: true, version: versionOf(text) };
}
