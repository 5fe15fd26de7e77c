import { yamlLanguage } from '@codemirror/lang-yaml';
import type { syntaxTree } from '@codemirror/language';
import type { EditorState, Text } from '@codemirror/state';
import type { Step } from './schemaHelp.ts';

type Tree = ReturnType<typeof syntaxTree>;
type SyntaxNode = ReturnType<Tree['resolveInner']>;

const unquote = (s: string) => s.trim().replace(/^(['"])(.*)\1$/, '$2');
const isText = (node: SyntaxNode | null): node is SyntaxNode => node !== null && (node.name === 'Literal' || node.name === 'QuotedLiteral');

/** The plain `key: value` pairs of a mapping, as written (what chooses a kind: `type: image`). */
function pairsOf(mapping: SyntaxNode | null, read: (from: number, to: number) => string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (let pair = mapping?.firstChild ?? null; pair; pair = pair.nextSibling) {
    const key = pair.name === 'Pair' ? pair.getChild('Key') : null;
    const value = pair.lastChild;
    if (key && isText(value) && value.from >= key.to) pairs[unquote(read(key.from, key.to))] = unquote(read(value.from, value.to));
  }
  return pairs;
}

/**
 * Where `pos` is in the YAML, read from a Lezer syntax tree (CodeMirror's own parse, no YAML parser in the page):
 * every key from the top to the innermost one around `pos`, with the plain values beside each, and list items.
 */
export function stepsIn(tree: Tree, read: (from: number, to: number) => string, pos: number, side: -1 | 1 = 1): Step[] {
  const steps: Step[] = [];
  for (let node: SyntaxNode | null = tree.resolveInner(pos, side); node; node = node.parent) {
    if (node.name === 'Item') steps.unshift({ item: true });
    const key = node.name === 'Pair' ? node.getChild('Key') : null;
    if (key) steps.unshift({ key: unquote(read(key.from, key.to)), siblings: pairsOf(node.parent, read) });
  }
  return steps;
}

const trees = new WeakMap<Text, Tree>();

/**
 * The whole text parsed at once, kept while the text is the same. The editor's own tree is parsed piece by piece
 * as the view needs it, and a YAML tree continued from a piece cut mid-file can nest keys wrongly.
 */
export function treeOf(state: EditorState): Tree {
  let tree = trees.get(state.doc);
  if (!tree) {
    tree = yamlLanguage.parser.parse(state.doc.toString());
    trees.set(state.doc, tree);
  }
  return tree;
}

/**
 * The steps at the cursor. A cursor in a line's indentation counts as on the line's first word, where the staffer
 * sees the key.
 */
export function stepsAt(state: EditorState, pos: number): Step[] {
  const line = state.doc.lineAt(pos);
  const at = Math.max(pos, line.from + /^\s*/.exec(line.text)![0].length);
  return stepsIn(treeOf(state), (from, to) => state.sliceDoc(from, to), at, at < line.to ? 1 : -1);
}

const keysOf = (steps: Step[]) => steps.flatMap((s) => ('key' in s ? [s.key] : []));

const REFERENCE = /\b(?:const\.[A-Za-z_]\w*|t\.[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)|\{\{\s*[A-Za-z_][\w.]*\s*\}\}/g;

/**
 * The constant, copy text or document the cursor is on, written as `npm run check -- --where` takes it: a
 * reference under the cursor (`const.x`, `t.group.key`, `{{x}}`), else the definition it is in (a constant, a copy
 * text or group of a language pack, a document), else a document block's document name.
 */
export function keyAt(state: EditorState, pos: number): string | undefined {
  const line = state.doc.lineAt(pos);
  const column = pos - line.from;
  for (const m of line.text.matchAll(REFERENCE)) {
    if (m.index <= column && column <= m.index + m[0].length) return m[0].replace(/^\{\{\s*|\s*\}\}$/g, '');
  }
  const steps = stepsAt(state, pos);
  const [top, second, pack, texts, group, name] = keysOf(steps);
  if (top === 'constants' && second) return `const.${second}`;
  if (top === 'documents' && second) return `document.${second}`;
  if (top === 'languages' && second === 'packs' && pack && texts === 'texts' && group) return name ? `t.${group}.${name}` : `t.${group}`;
  const last = steps.at(-1);
  const document = last && 'key' in last && last.key === 'document' ? last.siblings.document : undefined;
  return document ? `document.${document}` : undefined;
}

/** The screen whose settings the cursor is in, if any. */
export function screenAt(state: EditorState, pos: number): string | undefined {
  const [top, screen] = keysOf(stepsAt(state, pos));
  return top === 'screens' ? screen : undefined;
}
