import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Problem } from './problem.ts';
import { asRecord } from './screenIndex.ts';

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** Reads each document file, checks it exists for every full pack and that its {{placeholders}} resolve. */
export function checkDocuments(config: Record<string, unknown>, baseDir: string, fullPacks: string[]) {
  const problems: Problem[] = [];
  const texts: Record<string, Record<string, string>> = {};
  const constants = asRecord(config.constants);
  const app = asRecord(config.app);
  for (const [name, files] of Object.entries(asRecord(config.documents))) {
    texts[name] = {};
    for (const pack of fullPacks) {
      if (!(pack in asRecord(files))) problems.push({ path: ['documents', name], key: true, message: `document ${name} has no file for language pack ${pack}` });
    }
    for (const [pack, file] of Object.entries(asRecord(files))) {
      const path = ['documents', name, pack];
      const full = resolve(baseDir, String(file));
      if (!existsSync(full)) { problems.push({ path, message: `document file ${String(file)} does not exist` }); continue; }
      const text = readFileSync(full, 'utf8');
      texts[name][pack] = text;
      for (const match of text.matchAll(PLACEHOLDER)) {
        const ref = match[1]!;
        const [head, tail] = ref.split('.', 2) as [string, string | undefined];
        const ok = head === 'app' ? tail !== undefined && tail in app : tail === undefined && head in constants;
        if (!ok) {
          const line = text.slice(0, match.index).split('\n').length;
          problems.push({ path, message: `${String(file)} line ${line}: {{${ref}}} is neither a constant nor an app setting (app.name, app.company, …)` });
        }
      }
    }
  }
  return { problems, texts };
}
