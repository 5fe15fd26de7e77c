import { isDeepStrictEqual } from 'node:util';
import { CopyError } from './copyTexts.ts';
import { Composer, CST, type Document, isAlias, isMap, isPair, isScalar, Parser, parse, type YAMLMap } from 'yaml';

/** One copy text to write: `key` as screens name it without `t.` (`complaint.emptyText`), in language pack `pack`. */
export interface CopyEdit {
  key: string;
  pack: string;
  value: string;
}

/** An edit that cannot be made, in words for the staffer; `edit` is the one at fault. */
export class CopyEditError extends CopyError {
  constructor(
    message: string,
    readonly edit?: CopyEdit,
  ) {
    super(message);
  }
}

const KEY = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)$/;

function split(edit: CopyEdit): [string, string] {
  const m = KEY.exec(edit.key);
  if (!m) throw new CopyEditError(`"${edit.key}" is not a copy key; copy keys look like complaint.emptyText`, edit);
  return [m[1]!, m[2]!];
}

function compose(text: string): { tokens: CST.Token[]; doc: Document.Parsed } {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens, true, text.length)];
  const doc = docs[0];
  if (docs.length !== 1 || !doc || doc.errors.length > 0)
    throw new CopyEditError('pages.yaml cannot be read as YAML; fix it first (the problems list says where)');
  return { tokens, doc };
}

function groupOf(doc: Document.Parsed, pack: string, group: string): YAMLMap | undefined {
  const node = doc.getIn(['languages', 'packs', pack, 'texts', group], true);
  return isMap(node) ? node : undefined;
}

/**
 * Writes copy texts into pages.yaml text and returns the new text; everything else stays as written, byte for byte
 * (comments, anchors, key order, the quoting of other texts). A text that exists is rewritten in place through
 * the YAML source tokens, in its own quoting style when the new text allows it; a text a pack lacks is added as a
 * new line at the end of its group (or a new group at the end of the pack's texts). Refuses, writing nothing, an
 * edit of a text that other keys share through an anchor, of a pack that does not exist, or of a group written on
 * one line; and checks that the result differs from the input in exactly these texts.
 */
export function editCopyTexts(text: string, edits: readonly CopyEdit[]): string {
  if (edits.length === 0) return text;
  const { tokens, doc } = compose(text);
  const packs = doc.getIn(['languages', 'packs']);
  const missing: CopyEdit[] = [];
  for (const edit of edits) {
    const [group, name] = split(edit);
    if (!isMap(packs) || !packs.has(edit.pack)) throw new CopyEditError(`pages.yaml has no language pack ${edit.pack}`, edit);
    const map = groupOf(doc, edit.pack, group);
    const pair = map?.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === name);
    const value = pair?.value;
    if (!map || !pair || value === null || (isScalar(value) && value.value === null)) {
      if (map && pair) throw new CopyEditError(`${edit.key} in pack ${edit.pack} has no text to change; write one in the editor`, edit);
      missing.push(edit);
      continue;
    }
    if (isScalar(value) && value.anchor)
      throw new CopyEditError(
        `${edit.key} in pack ${edit.pack} is shared through the anchor &${value.anchor}; change it in the editor, where its other uses show`,
        edit,
      );
    if (!(isScalar(value) || isAlias(value)) || !value.srcToken)
      throw new CopyEditError(`${edit.key} in pack ${edit.pack} is not a single text; change it in the editor`, edit);
    CST.setScalarValue(value.srcToken as CST.Token, edit.value, { afterKey: true, inFlow: Boolean(map.flow) });
  }
  let result = tokens.map((token) => CST.stringify(token)).join('');
  for (const edit of missing) result = insertText(result, edit);
  verify(text, result, edits);
  return result;
}

/** A plain `key: value` line (or more, for a text of several lines) at `indent`, quoted as YAML needs. */
function entryLines(key: string, value: string, indent: number): string {
  const token = CST.createScalarToken(value, { indent, implicitKey: false, inFlow: false, end: [] });
  return `${' '.repeat(indent)}${key}: ${CST.stringify(token)}\n`;
}

/** Adds a text a pack does not have: after the last text of its group, or as a new group after the pack's last. */
function insertText(text: string, edit: CopyEdit): string {
  const [group, name] = split(edit);
  const { doc } = compose(text);
  const column = (offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1);
  const lineEnd = (offset: number) => {
    const at = text.indexOf('\n', offset);
    return at < 0 ? text.length : at + 1;
  };
  const map = groupOf(doc, edit.pack, group);
  const where = `${group} in pack ${edit.pack}`;
  if (map) {
    if (map.flow) throw new CopyEditError(`the copy group ${where} is written on one line; add ${edit.key} in the editor`, edit);
    const last = map.items.at(-1);
    if (!isPair(last) || !isScalar(last.key) || !last.key.range)
      throw new CopyEditError(`the copy group ${where} is empty; add ${edit.key} in the editor`, edit);
    const end = (last.value as { range?: [number, number, number] } | null)?.range?.[1] ?? last.key.range[1];
    const at = lineEnd(Math.max(end - 1, last.key.range[1]));
    return text.slice(0, at) + entryLines(name, edit.value, column(last.key.range[0])) + text.slice(at);
  }
  const texts = doc.getIn(['languages', 'packs', edit.pack, 'texts'], true);
  const lastGroup = isMap(texts) && !texts.flow ? texts.items.at(-1) : undefined;
  if (!isPair(lastGroup) || !isScalar(lastGroup.key) || !lastGroup.key.range || !isMap(lastGroup.value) || lastGroup.value.flow)
    throw new CopyEditError(`pack ${edit.pack} has no copy groups written one per line; add ${edit.key} in the editor`, edit);
  const groupIndent = column(lastGroup.key.range[0]);
  const firstEntry = lastGroup.value.items[0];
  const entryIndent =
    isPair(firstEntry) && isScalar(firstEntry.key) && firstEntry.key.range ? column(firstEntry.key.range[0]) : groupIndent + 2;
  const at = lineEnd(Math.max((lastGroup.value.range?.[1] ?? lastGroup.key.range[1]) - 1, 0));
  return `${text.slice(0, at)}${' '.repeat(groupIndent)}${group}:\n${entryLines(name, edit.value, entryIndent)}${text.slice(at)}`;
}

/** The edited text must read as the original with exactly these texts set, and nothing else changed. */
function verify(before: string, after: string, edits: readonly CopyEdit[]): void {
  const expected = parse(before, { maxAliasCount: 1000 }) as {
    languages: { packs: Record<string, { texts?: Record<string, Record<string, unknown>> }> };
  };
  for (const edit of edits) {
    const [group, name] = split(edit);
    const pack = expected.languages.packs[edit.pack]!;
    pack.texts ??= {};
    pack.texts[group] ??= {};
    pack.texts[group]![name] = edit.value;
  }
  let actual: unknown;
  try {
    actual = parse(after, { maxAliasCount: 1000 });
  } catch {
    actual = undefined;
  }
  if (!isDeepStrictEqual(actual, expected))
    throw new CopyEditError('this change would alter more of pages.yaml than these texts, so it was not made; make it in the editor');
}
