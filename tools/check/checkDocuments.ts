import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { closest } from './describe.ts';
import { compareOutlines, FOREIGN_ADVICE, outline, type Outline } from './documentText.ts';
import type { Problem } from './problem.ts';
import { asRecord } from './screenIndex.ts';

interface DocumentNames {
  constants: Set<string>;
  app: Set<string>;
  /** The documents section has schema mistakes: nothing here can be trusted, so nothing is read. */
  skip: boolean;
  /** Other languages are compared with this pack's version. */
  defaultPack: string;
}

/**
 * Reads each document file: it exists for every full pack, it uses only markup the pages draw, its {{placeholders}}
 * resolve, and every language's version has the same sections, paragraphs and placeholders. A mistake inside a file
 * is placed in that file.
 */
export function checkDocuments(config: Record<string, unknown>, baseDir: string, fullPacks: string[], names: DocumentNames) {
  const problems: Problem[] = [];
  const texts: Record<string, Record<string, string>> = {};
  if (names.skip) return { problems, texts };
  const { constants, app } = names;
  for (const [name, files] of Object.entries(asRecord(config.documents))) {
    texts[name] = {};
    const outlines: { pack: string; file: string; outline: Outline }[] = [];
    for (const pack of fullPacks) {
      if (!(pack in asRecord(files)))
        problems.push({ path: ['documents', name], key: true, message: `document ${name} has no file for language pack ${pack}` });
    }
    for (const [pack, file] of Object.entries(asRecord(files))) {
      const full = resolve(baseDir, String(file));
      if (!existsSync(full)) {
        problems.push({ path: ['documents', name, pack], message: `document file ${String(file)} does not exist` });
        continue;
      }
      const text = readFileSync(full, 'utf8');
      texts[name][pack] = text;
      const shape = outline(text);
      outlines.push({ pack, file: String(file), outline: shape });
      for (const { at, markup } of shape.foreign) {
        const line = text.split('\n')[at.line - 1]!.trim();
        problems.push({
          file: String(file),
          position: at,
          message: `"${line.length > 40 ? `${line.slice(0, 40)}…` : line}" ${FOREIGN_ADVICE[markup]}`,
        });
      }
      for (const { name: ref, at } of shape.placeholders) {
        const [head, tail] = ref.split('.', 2) as [string, string | undefined];
        if (head === 'app' ? tail !== undefined && app.has(tail) : tail === undefined && constants.has(head)) continue;
        const guess = closest(ref, [...constants, ...[...app].map((k) => `app.${k}`)]) ?? (app.has(ref) ? `app.${ref}` : undefined);
        const hint = guess ? `did you mean {{${guess}}}?` : 'write {{name}} for a constant or {{app.name}} for an app setting';
        problems.push({ file: String(file), position: at, message: `{{${ref}}} is neither a constant nor an app setting; ${hint}` });
      }
    }
    const reference = outlines.find((o) => o.pack === names.defaultPack) ?? outlines[0];
    for (const version of outlines) {
      if (version === reference || !reference) continue;
      for (const { at, message } of compareOutlines(reference.outline, version.outline, reference.file)) {
        problems.push({ file: version.file, position: at, message });
      }
    }
  }
  return { problems, texts };
}
