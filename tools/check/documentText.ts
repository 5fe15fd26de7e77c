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
  lastLine: number;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/** Headings, and in each section its blocks: paragraphs, list items and table rows, as a reader counts them. */
export function outline(text: string): Outline {
  const lines = text.split('\n');
  const sections: Section[] = [{ title: '', level: 0, line: 1, blocks: 0 }];
  const placeholders: Outline['placeholders'] = [];
  let previousBlank = true;
  lines.forEach((line, i) => {
    for (const match of line.matchAll(PLACEHOLDER)) placeholders.push({ name: match[1]!, at: { line: i + 1, col: match.index + 1 } });
    const heading = HEADING.exec(line);
    const current = sections[sections.length - 1]!;
    if (heading) {
      sections.push({ title: heading[2]!, level: heading[1]!.length, line: i + 1, blocks: 0 });
      previousBlank = true;
      return;
    }
    const blank = line.trim() === '';
    if (!blank && (previousBlank || LIST_ITEM.test(line) || line.trimStart().startsWith('|'))) current.blocks += 1;
    previousBlank = blank;
  });
  // Text before the first heading counts only when there is some.
  if (sections[0]!.blocks === 0) sections.shift();
  return { sections, placeholders, lastLine: text.endsWith('\n') ? lines.length - 1 : lines.length };
}

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
