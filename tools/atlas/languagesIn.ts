import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Languages } from '../../schemas/types.ts';

/**
 * The language packs as pages.yaml writes them. The compiled shared data keeps only the copy shared code reads,
 * with fallbacks merged in, so it cannot tell which screens a partial pack (zh) really translates.
 */
export function languagesIn(pagesFile: string): Languages {
  return (parse(readFileSync(pagesFile, 'utf8')) as { languages: Languages }).languages;
}
