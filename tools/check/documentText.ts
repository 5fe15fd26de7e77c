import { type ForeignMarkup, parseDocument } from '../../renderer/blocks/parseDocument.ts';

/** `{{name}}` for a constant, `{{app.name}}` for an app setting, in a document's Markdown. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** A place in a document file, 1-based. */
export interface Spot {
  line: number;
  col: number;
}

/** A part of a document under one heading (the first part, before any heading, has level 0). */
export interface Section {
  title: string;
  level: number;
  line: number;
  blocks: number;
}

/** A document's shape, for comparing its languages: sections with their paragraph counts, and placeholders. */
export interface Outline {
  sections: Section[];
  placeholders: { name: string; at: Spot }[];
  /** Lines written in markup the pages do not draw (parseDocument.ts, the one grammar of documents). */
  foreign: { at: Spot; markup: ForeignMarkup }[];
  lastLine: number;
}

/** Headings, and in each section its blocks: paragraphs and list items, as the page draws them. */
export function outline(text: string): Outline {
  const lines = text.split('\n');
  const foreign: Outline['foreign'] = [];
  const sections: Section[] = [{ title: '', level: 0, line: 1, blocks: 0 }];
  for (const node of parseDocument(text, (line, markup) => foreign.push({ at: { line, col: 1 }, markup }))) {
    if ('items' in node) sections[sections.length - 1]!.blocks += node.items.length;
    else if (node.kind === 'p') sections[sections.length - 1]!.blocks += 1;
    else sections.push({ title: node.text, level: Number(node.kind.slice(1)), line: node.line, blocks: 0 });
  }
  const placeholders: Outline['placeholders'] = [];
  lines.forEach((line, i) => {
    for (const match of line.matchAll(PLACEHOLDER)) placeholders.push({ name: match[1]!, at: { line: i + 1, col: match.index + 1 } });
  });
  // Text before the first heading counts only when there is some.
  if (sections[0]!.blocks === 0) sections.shift();
  return { sections, placeholders, foreign, lastLine: text.endsWith('\n') ? lines.length - 1 : lines.length };
}

/** What to write instead of markup the pages do not draw. */
export const FOREIGN_ADVICE: Record<ForeignMarkup, string> = {
  heading: 'is a heading deeper than ###, which pages show as plain text; use #, ## or ###',
  bullet: 'is a list item written with * or +, which pages show as plain text; start it with "- "',
  numbered: 'is a list item numbered with ")", which pages show as plain text; write "1. "',
  table: 'is a table row; pages do not draw tables: write a list or paragraphs',
  quote: 'is a quotation (>), which pages show as plain text; write it as a paragraph',
  code: 'is a code fence, which pages show as plain text; documents have no code blocks',
  bold: 'has a ** that is never closed, so it shows as asterisks; close it: **bold**',
};

/**
 * Where `version` differs in shape from `reference` (the same document in another language): sections and their
 * levels, paragraphs per section, and placeholders. Each difference is placed in `version`'s own file.
 */
export function compareOutlines(reference: Outline, version: Outline, referenceFile: string): { at: Spot; message: string }[] {
  const found: { at: Spot; message: string }[] = [];
  const name = (s: Section) => (s.level === 0 ? 'the text before the first heading' : `section "${s.title}"`);
  let aligned = true;
  for (let i = 0; i < Math.max(reference.sections.length, version.sections.length); i++) {
    const ours = version.sections[i];
    const theirs = reference.sections[i];
    if (!ours || !theirs || ours.level !== theirs.level) {
      aligned = false;
      // Once the sections no longer line up, every later one would differ too: say where it starts.
      if (!theirs)
        found.push({
          at: { line: ours!.line, col: 1 },
          message: `${name(ours!)} has no counterpart in ${referenceFile}, which has ${reference.sections.length} sections to this file's ${version.sections.length}; every language needs the same sections`,
        });
      else if (!ours)
        found.push({
          at: { line: version.lastLine, col: 1 },
          message: `${referenceFile} goes on with ${name(theirs)} (line ${theirs.line}), which this file lacks; every language needs the same sections`,
        });
      else
        found.push({
          at: { line: ours.line, col: 1 },
          message: `${name(ours)} is a level-${ours.level} heading where ${referenceFile} has a level-${theirs.level} one, ${name(theirs)} (line ${theirs.line}); every language needs the same sections`,
        });
      break;
    }
    if (ours.blocks !== theirs.blocks) {
      found.push({
        at: { line: ours.line, col: 1 },
        message: `${name(ours)} has ${plural(ours.blocks)} here but ${theirs.blocks} in ${referenceFile} (${name(theirs)}, line ${theirs.line}); every language needs the same text`,
      });
    }
  }
  const theirNames = new Set(reference.placeholders.map((p) => p.name));
  const ourNames = new Set(version.placeholders.map((p) => p.name));
  for (const p of version.placeholders) {
    if (!theirNames.has(p.name))
      found.push({ at: p.at, message: `{{${p.name}}} is not in ${referenceFile}; every language needs the same placeholders` });
  }
  for (const p of reference.placeholders) {
    if (ourNames.has(p.name)) continue;
    ourNames.add(p.name);
    // Point at the section that should hold it, when the sections line up.
    const index = reference.sections.findLastIndex((s) => s.line <= p.at.line);
    const line = aligned && index >= 0 ? (version.sections[index]?.line ?? 1) : 1;
    found.push({
      at: { line, col: 1 },
      message: `${referenceFile} has {{${p.name}}} (line ${p.at.line}) but this file does not; every language needs the same placeholders`,
    });
  }
  return found;
}

function plural(n: number): string {
  return `${n} paragraph${n === 1 ? '' : 's'} or list item${n === 1 ? '' : 's'}`;
}
