/** One element of a document. */
export type DocumentNode = { kind: 'h1' | 'h2' | 'h3' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

/**
 * Reads the documents' tiny markup: `#`/`##`/`###` headings, paragraphs separated by blank lines (lines join),
 * `- ` and `1. ` list items.
 */
export function parseDocument(text: string): DocumentNode[] {
  const nodes: DocumentNode[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) nodes.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^-\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      nodes.push({ kind: (['h1', 'h2', 'h3'] as const)[heading[1]!.length - 1]!, text: heading[2]! });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const last = nodes[nodes.length - 1];
      const item = (bullet ?? numbered)![1]!;
      if (last && last.kind === kind) last.items.push(item);
      else nodes.push({ kind, items: [item] });
    } else if (line === '') {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return nodes;
}
