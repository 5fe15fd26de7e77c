import type { Step } from '../atlas/types.ts';
import type { LocatedProblem } from '../check/problem.ts';
import type { CopyPack } from '../copy/copyTexts.ts';
import type { SheetProblem } from '../copy/sheet.ts';
import type { FieldReportPart } from '../field/fieldTable.ts';

/** What the studio's page and the dev server say to each other under /__studio/api. Data only: no checker here. */

export const API = '/__studio/api';

export interface FileAnswer {
  text: string;
  /** A fingerprint of the text on disk, handed back with a save so a change made elsewhere is never overwritten. */
  version: string;
}

/** Every problem of every stage of `npm run check`, located; `file` is set for a mistake inside a document. */
export interface CheckAnswer {
  problems: LocatedProblem[];
  warnings: LocatedProblem[];
  notes: string[];
}

export type SaveAnswer =
  | { saved: true; version: string; check: CheckAnswer }
  /** pages.yaml changed on disk since the studio read it; nothing was written. */
  | { saved: false; version: string; message: string };

/** `npm run check -- --where`, for the key under the cursor. */
export interface WhereAnswer {
  key: string;
  entries: { key: string; kind: string; line: number; screens: { id: string; route: string }[]; readBy: string[] }[];
  /** Why nothing was found, in words. */
  miss?: string;
}

/** One state of the atlas (tools/atlas/discover.ts) as the preview offers it. */
export interface PreviewState {
  id: string;
  screen: string;
  lang: string;
  state: string;
  /** What to do after opening `path` to see it, in words; empty when the address alone shows it. */
  how: string;
  path: string;
  /** For a modal: the addresses to try in turn until the one whose opener shows. */
  candidates?: string[];
  steps: Step[];
  /** The sandbox needs a rule for it (a failed load). */
  rule: boolean;
}

/** The states the preview can show, from the last pages.yaml on disk that passed the check (what the app serves). */
export interface PreviewAnswer {
  /** The version on disk now, whether it passed, how many problems it has, and when a document last changed. */
  disk: { version: string; passed: boolean; problems: number; documents: string };
  /** The version the states (and the app) come from; undefined until one has passed. */
  shown?: string;
  screens: { id: string; route: string; languages: string[] }[];
  states: PreviewState[];
  /** With `npm start -- --host`: the app's address on the local network, for a phone. */
  network?: string;
}

export interface CopyRow {
  key: string;
  /** Each pack's own text; a pack without one has no entry. */
  texts: Record<string, string>;
  /** Screens that show it (from the check's where-used). */
  screens: string[];
}

export interface CopyAnswer {
  packs: CopyPack[];
  rows: CopyRow[];
  /** The legacy encodings an import can be told a CSV is in. */
  encodings: { id: string; name: string }[];
}

/** A change the studio made to the editor's text (a table cell, an import): the whole new text, and what changed. */
export interface EditAnswer {
  text: string;
  /** For an import, each change's spreadsheet row. */
  changes: { key: string; pack: string; row?: number }[];
  /** An imported CSV read in the legacy encoding the staffer named. */
  encoding?: string;
  /** For an import, texts changed both in the file and in pages.yaml since the export, left as they were, in words. */
  conflicts?: { row: number; key: string; pack: string; message: string }[];
  /** For an import, what it did that the changes do not say (a misread file read back, texts the file could not hold). */
  notes?: string[];
}

/** The translators' file, as bytes in base64. */
export interface ExportAnswer {
  base64: string;
}

/** Why the studio did not do something, in words (403, 409, 422 answers). */
export interface Refusal {
  error: string;
  /** Import problems, each at its spreadsheet row (none for one about the whole file). */
  problems?: SheetProblem[];
}

/** The field reports the sandbox's collector received, as `npm run field` prints them, part by part. */
export interface FieldAnswer {
  parts: FieldReportPart[];
}
