import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Problem } from './problem.ts';
import { closest } from './describe.ts';
import { asRecord } from './screenIndex.ts';

import { PLACEHOLDER } from './documentText.ts';

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
          const guess = closest(ref, [...Object.keys(constants), ...Object.keys(app).map((k) => `app.${k}`)]) ?? (ref in app ? `app.${ref}` : undefined);
          const hint = guess ? `did you mean {{${guess}}}?` : 'write {{name}} for a constant or {{app.name}} for an app setting';
          problems.push({ path, message: `{{${ref}}} on line ${line} of ${String(file)} is neither a constant nor an app setting; ${hint}` });
        }
      }
    }
  }
  return { problems, texts };
}
