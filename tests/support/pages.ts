import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FromSchema } from 'json-schema-to-ts';
import { parse } from 'yaml';
import type { pagesSchema } from '../../schemas/pages.ts';

/** pages.yaml as written, typed by its schema; `npm run check` proves the real file fits before the tests run. */
export type PagesFile = FromSchema<typeof pagesSchema>;

export const PAGES_FILE = resolve(import.meta.dirname, '../../pages.yaml');

/** The real pages.yaml: the one place tests read it from. */
export const pages = parse(readFileSync(PAGES_FILE, 'utf8')) as PagesFile;
