import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { explainYamlErrors } from './explainYamlErrors.ts';
import { scalarOffset } from './scalarOffset.ts';

/** A place in pages.yaml, 1-based like editors show it. */
export interface Position {
  line: number;
  col: number;
}

export type Path = readonly (string | number)[];

/** pages.yaml parsed with its source positions kept, so every problem can name its line and column. */
export interface YamlSource {
  data: unknown;
  syntaxErrors: { position: Position; message: string }[];
  /**
   * Where the value at `path` starts; with `key: true`, where its key is written; with `offset`, where that
   * character of the value is written (past quotes, escapes and line breaks).
   */
  positionOf(path: Path, options?: { key?: boolean; offset?: number }): Position;
}

/** Parses YAML text, keeping positions; syntax errors are returned, never thrown. */
export function parseYamlSource(text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toPosition = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, col };
  };
  const syntaxErrors = explainYamlErrors(doc.errors, text).map((e) => ({ position: toPosition(e.offset), message: e.message }));
  const data = syntaxErrors.length > 0 ? undefined : doc.toJS({ maxAliasCount: 1000 });
  return {
    data,
    syntaxErrors,
    positionOf(path, options = {}) {
      const { node, offset } = find(doc, path, options.key ?? false);
      const inside = options.offset ?? 0;
      if (isScalar(node) && node.range && !options.key && node.value !== null) return toPosition(scalarOffset(text, node, inside));
      return toPosition(offset + inside);
    },
  };
}

/** The node at `path` (or its key), or the nearest ancestor that exists, with where it starts. */
function find(doc: Document, path: Path, key: boolean): { node: unknown; offset: number } {
  let node: unknown = doc.contents;
  let best = 0;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    // `*name` stands for the blocks written at `&name`: a problem inside them is pointed out where it is written.
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return { node: undefined, offset: best };
      const keyNode = pair.key as Node;
      const value = pair.value as Node | null;
      // `title:` with nothing after it: the key is where the author looks, not the end of the line.
      const empty = !value || (isScalar(value) && value.value === null && value.range?.[0] === value.range?.[1]);
      if (i === path.length - 1 && (key || empty)) return { node: keyNode, offset: keyNode.range?.[0] ?? best };
      best = value?.range?.[0] ?? keyNode.range?.[0] ?? best;
      node = value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) return { node: undefined, offset: best };
      best = item.range?.[0] ?? best;
      node = item;
    } else {
      return { node: undefined, offset: best };
    }
  }
  if (isAlias(node)) {
    const target = node.resolve(doc);
    return { node: target, offset: target?.range?.[0] ?? best };
  }
  return { node, offset: best };
}
