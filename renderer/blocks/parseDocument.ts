/** One element of a document, with the line of its file it starts on (1-based). */
export type DocumentNode = ({ kind: 'h1' | 'h2' | 'h3' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] }) & { line: number };

/** Markup from fuller Markdown that documents do not draw: such a line shows as plain text. */
export type ForeignMarkup = 'heading' | 'bullet' | 'numbered' | 'table' | 'quote' | 'code' | 'bold';

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^-\s+(.*)$/;
const NUMBERED = /^\d+\.\s+(.*)$/;
const FOREIGN: [RegExp, ForeignMarkup][] = [
  [/^#{4,}\s/, 'heading'],
  [/^[*+]\s/, 'bullet'],
  [/^\d+\)\s/, 'numbered'],
  [/^\|/, 'table'],
  [/^>/, 'quote'],
  [/^(```|~~~)/, 'code'],
];
const BOLD = /\*\*(.+?)\*\*/g;

/**
 * The documents' markup, read the same way by the build's checker and by the page that draws them: `#`/`##`/`###`
 * headings, paragraphs separated by blank lines (lines join), `- ` and `1. ` list items, and `**bold**` inside any
 * of them (`spans`). Anything else is text; `foreign` hears of each line that uses markup of fuller Markdown
 * (deeper headings, `*` lists, tables, quotes, code, a `**` never closed), which would show as plain text.
 */
export function parseDocument(text: string, foreign?: (line: number, markup: ForeignMarkup) => void): DocumentNode[] {
  const nodes: DocumentNode[] = [];
  let paragraph: string[] = [];
  let start = 0;
  const flush = () => {
    if (paragraph.length) nodes.push({ kind: 'p', text: paragraph.join(' '), line: start });
    paragraph = [];
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const at = i + 1;
    const found = foreign && FOREIGN.find(([pattern]) => pattern.test(line));
    if (found) foreign(at, found[1]);
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (heading) {
      flush();
      nodes.push({ kind: (['h1', 'h2', 'h3'] as const)[heading[1]!.length - 1]!, text: heading[2]!, line: at });
    } else if (item) {
      flush();
      const kind = BULLET.test(line) ? 'ul' : 'ol';
      const last = nodes[nodes.length - 1];
      if (last?.kind === kind) last.items.push(item[1]!);
      else nodes.push({ kind, items: [item[1]!], line: at });
    } else if (line === '') {
      flush();
    } else {
      if (!paragraph.length) start = at;
      paragraph.push(line);
    }
  });
  flush();
  if (foreign) {
    for (const node of nodes) {
      for (const text of 'items' in node ? node.items : [node.text]) if (text.replace(BOLD, '').includes('**')) foreign(node.line, 'bold');
    }
  }
  return nodes;
}

/** A line of a document as plain and bold runs, in order (`**bold**` is the only markup inside a line). */
export function spans(text: string): { text: string; bold: boolean }[] {
  return text.split(BOLD).map((part, i) => ({ text: part, bold: i % 2 === 1 }));
}
