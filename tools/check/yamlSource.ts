import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

/** A place in pages.yaml, 1-based like editors show it. */
export interface Position { line: number; col: number }

export type Path = readonly (string | number)[];

/** pages.yaml parsed with its source positions kept, so every problem can name its line and column. */
export interface YamlSource {
  data: unknown;
  syntaxErrors: { position: Position; message: string }[];
  /** Where the value at `path` starts; with `key: true`, where its key is written. */
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
  const syntaxErrors = doc.errors.map((error) => ({
    position: toPosition(error.pos[0]),
    message: plainYamlError(error.code, error.message),
  }));
  const data = syntaxErrors.length > 0 ? undefined : doc.toJS({ maxAliasCount: 1000 });
  return {
    data,
    syntaxErrors,
    positionOf(path, options = {}) {
      return toPosition(offsetOf(doc, path, options.key ?? false) + (options.offset ?? 0));
    },
  };
}

function offsetOf(doc: Document, path: Path, key: boolean): number {
  let node: unknown = doc.contents;
  let best = 0;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return best;
      const keyNode = pair.key as Node;
      const last = i === path.length - 1;
      if (last && key) return keyNode.range?.[0] ?? best;
      best = (pair.value as Node | null)?.range?.[0] ?? keyNode.range?.[0] ?? best;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) return best;
      best = item.range?.[0] ?? best;
      node = item;
    } else {
      return best;
    }
  }
  if (isScalar(node) && node.range && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')) {
    return node.range[0] + 1;
  }
  return best;
}

const yamlMessages: Record<string, string> = {
  DUPLICATE_KEY: 'this key is written twice in the same place; keep one',
  BAD_INDENT: 'the indentation here does not line up with the lines around it',
  MISSING_CHAR: 'a character is missing here (often a closing quote or bracket)',
  BLOCK_AS_IMPLICIT_KEY: 'a key is missing its colon, or the indentation is off',
  MULTILINE_IMPLICIT_KEY: 'a key cannot span several lines; is a colon or quote missing?',
  UNEXPECTED_TOKEN: 'unexpected text here; check the indentation and the colons',
  TAB_AS_INDENT: 'use spaces, not tabs, to indent',
  BAD_SCALAR_START: 'a value cannot start with this character; put it in quotes',
};

function plainYamlError(code: string, message: string): string {
  const first = message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? message;
  const plain = yamlMessages[code];
  return plain ? `YAML syntax: ${plain} (${first})` : `YAML syntax: ${first}`;
}
