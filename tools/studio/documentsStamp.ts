import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * When a document beside pages.yaml (content/) last changed. The check reads them too, so a result kept for the
 * same pages.yaml text is stale once this moves.
 */
export function documentsStamp(pagesFile: string): string {
  const dir = join(pagesFile, '..', 'content');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return '';
  }
  return String(Math.max(0, ...names.map((n) => statSync(join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0)));
}
