import type { ErrorObject } from 'ajv';
import { pointerToPath } from './ajv.ts';

/** The parts of pages.yaml with schema mistakes: top-level sections, and single screens within `screens`. */
export interface BrokenParts {
  sections: Set<string>;
  screens: Set<string>;
}

/** Where the schema found mistakes, so later checks can skip what those mistakes make meaningless. */
export function brokenParts(errors: readonly ErrorObject[], data: unknown): BrokenParts {
  const broken: BrokenParts = { sections: new Set(), screens: new Set() };
  for (const error of errors) {
    const path = pointerToPath(error.instancePath, data);
    if (path.length === 0) {
      const missing = (error.params as Record<string, unknown>).missingProperty;
      if (typeof missing === 'string') broken.sections.add(missing);
      continue;
    }
    const [section, screen] = path;
    if (section === 'screens' && typeof screen === 'string' && path.length > 2) broken.screens.add(screen);
    else broken.sections.add(String(section));
  }
  return broken;
}

/**
 * The names a section declares, or, when that section has mistakes, a set that holds every name: an expression
 * naming something in a broken section is not reported, since the name may be right and the section wrong.
 */
export function namesOf(keys: Iterable<string>, broken: boolean): Set<string> {
  return broken ? new AnyName(keys) : new Set(keys);
}

class AnyName extends Set<string> {
  override has(): boolean {
    return true;
  }
}

/** What each broken section leaves unchecked, in the words of the note printed under the problems. */
const SKIPPED: Record<string, string> = {
  constants: 'names used as const.… and {{…}} in documents, and the limits that use constants',
  app: 'names used as app.… and {{app.…}} in documents',
  languages: 'copy texts (t.…), the language packs against each other, and which documents need a file for each pack',
  endpoints: 'endpoint names and payload fields that screens use',
  documents: 'document files and the documents that screens show',
  api: 'query parameters common to every call',
  screens: 'the screens',
};

/** One line per part left unchecked, for staff to know that fixing the problems may reveal more. */
export function notesOf(broken: BrokenParts): string[] {
  const sections = [...broken.sections]
    .filter((s) => s in SKIPPED)
    .map((s) => `The ${s} section has mistakes, so these were not checked: ${SKIPPED[s]}. Fix it and check again.`);
  const screens = [...broken.screens]
    .sort()
    .map(
      (s) =>
        `Screen ${s} was not checked further (its references and the names its expressions take from the screen) because of its mistakes above. Fix them and check again.`,
    );
  return [...sections, ...screens];
}
