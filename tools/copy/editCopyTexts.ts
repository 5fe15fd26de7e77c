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

function compose(text: string): Document.Parsed {
  const tokens = new Parser().parse(text);
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens, true, text.length)];
  const doc = docs[0];
  if (docs.length !== 1 || !doc || doc.errors.length > 0)
    throw new CopyEditError('pages.yaml cannot be read as YAML; fix it first (the problems list says where)');
  return doc;
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
  const doc = compose(text);
  const packs = doc.getIn(['languages', 'packs']);
  const missing: CopyEdit[] = [];
  // The CST keeps every byte, so a rewritten token's old text is a slice of `text`; by token, the last edit wins.
  const rewrites = new Map<CST.Token, Splice>();
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
    const token = value.srcToken as CST.Token;
    const splice = rewrites.get(token) ?? { at: token.offset, end: token.offset + CST.stringify(token).length, text: '' };
    const context = { afterKey: true, inFlow: Boolean(map.flow) };
    CST.setScalarValue(token, edit.value, context);
    if (!readsAsText(token)) CST.setScalarValue(token, edit.value, { ...context, type: 'QUOTE_DOUBLE' });
    rewrites.set(token, { ...splice, text: CST.stringify(token) });
  }
  const result = applySplices(text, [...rewrites.values(), ...additions(text, doc, missing)]);
  verify(text, result, edits);
  return result;
}

/**
 * Whether a scalar token reads back as a text. Written plain, `123`, `true`, `null`, `+1` or `1e3` would be read
 * as a number, a boolean or nothing, and the CST writes a plain scalar wherever the text allows one.
 */
function readsAsText(token: CST.Token): boolean {
  if (token.type !== 'scalar') return true;
  try {
    return typeof parse(token.source) === 'string';
  } catch {
    return false;
  }
}

/**
 * A plain `key: value` line (or more, for a text of several lines) at `indent`, quoted as YAML needs; the lines
 * after the first go deeper than the key, or YAML would read them as keys of their own.
 */
function entryLines(key: string, value: string, indent: number): string {
  const context = { indent: indent + 2, implicitKey: false, inFlow: false, end: [] };
  const plain = CST.createScalarToken(value, context);
  const token = readsAsText(plain) ? plain : CST.createScalarToken(value, { ...context, type: 'QUOTE_DOUBLE' });
  return `${' '.repeat(indent)}${key}: ${CST.stringify(token)}\n`;
}

/** Text that replaces `text.slice(at, end)` of the unedited pages.yaml; an addition has `end` equal to `at`. */
interface Splice {
  at: number;
  end: number;
  text: string;
}

/** Splices at one place keep their order in `splices`. */
function applySplices(text: string, splices: readonly Splice[]): string {
  let result = '';
  let done = 0;
  for (const splice of [...splices].sort((a, b) => a.at - b.at)) {
    result += text.slice(done, splice.at) + splice.text;
    done = splice.end;
  }
  return result + text.slice(done);
}

/**
 * Where the texts packs lack go, all placed from the one parse of the unedited text: after the last text of their
 * group, in the order given; the rest in new groups after the pack's last group, each group once with its texts
 * in the order given. A rewritten last text ends at its line's end, so an addition there follows the new text.
 */
function additions(text: string, doc: Document.Parsed, missing: readonly CopyEdit[]): Splice[] {
  const column = (offset: number) => offset - (text.lastIndexOf('\n', offset - 1) + 1);
  const lineEnd = (offset: number) => {
    const at = text.indexOf('\n', offset);
    return at < 0 ? text.length : at + 1;
  };
  const inGroups: Splice[] = [];
  const newGroups = new Map<string, { at: number; groupIndent: number; entryIndent: number; groups: Map<string, string> }>();
  for (const edit of missing) {
    const [group, name] = split(edit);
    const map = groupOf(doc, edit.pack, group);
    const where = `${group} in pack ${edit.pack}`;
    if (map) {
      if (map.flow) throw new CopyEditError(`the copy group ${where} is written on one line; add ${edit.key} in the editor`, edit);
      const last = map.items.at(-1);
      if (!isPair(last) || !isScalar(last.key) || !last.key.range)
        throw new CopyEditError(`the copy group ${where} is empty; add ${edit.key} in the editor`, edit);
      const end = (last.value as { range?: [number, number, number] } | null)?.range?.[1] ?? last.key.range[1];
      const at = lineEnd(Math.max(end - 1, last.key.range[1]));
      inGroups.push({ at, end: at, text: entryLines(name, edit.value, column(last.key.range[0])) });
      continue;
    }
    let added = newGroups.get(edit.pack);
    if (!added) {
      const texts = doc.getIn(['languages', 'packs', edit.pack, 'texts'], true);
      const lastGroup = isMap(texts) && !texts.flow ? texts.items.at(-1) : undefined;
      if (!isPair(lastGroup) || !isScalar(lastGroup.key) || !lastGroup.key.range || !isMap(lastGroup.value) || lastGroup.value.flow)
        throw new CopyEditError(`pack ${edit.pack} has no copy groups written one per line; add ${edit.key} in the editor`, edit);
      const groupIndent = column(lastGroup.key.range[0]);
      const firstEntry = lastGroup.value.items[0];
      const entryIndent =
        isPair(firstEntry) && isScalar(firstEntry.key) && firstEntry.key.range ? column(firstEntry.key.range[0]) : groupIndent + 2;
      const at = lineEnd(Math.max((lastGroup.value.range?.[1] ?? lastGroup.key.range[1]) - 1, 0));
      added = { at, groupIndent, entryIndent, groups: new Map() };
      newGroups.set(edit.pack, added);
    }
    const lines = added.groups.get(group) ?? `${' '.repeat(added.groupIndent)}${group}:\n`;
    added.groups.set(group, lines + entryLines(name, edit.value, added.entryIndent));
  }
  // After the additions to existing groups, since a new group follows the pack's last group and what was added to it.
  return [...inGroups, ...[...newGroups.values()].map(({ at, groups }) => ({ at, end: at, text: [...groups.values()].join('') }))];
}

/**
 * The edited text must read as the original with exactly these texts set, and nothing else changed. A failure
 * names the edit at fault: the first that does not read back as written, or that alone changes more.
 */
function verify(before: string, after: string, edits: readonly CopyEdit[]): void {
  const expected = parse(before, { maxAliasCount: 1000 }) as PagesTexts;
  for (const edit of edits) {
    const [group, name] = split(edit);
    const pack = expected.languages.packs[edit.pack]!;
    pack.texts ??= {};
    pack.texts[group] ??= {};
    pack.texts[group]![name] = edit.value;
  }
  let actual: PagesTexts | undefined;
  try {
    actual = parse(after, { maxAliasCount: 1000 }) as PagesTexts;
  } catch {
    actual = undefined;
  }
  if (isDeepStrictEqual(actual, expected)) return;
  const misread = edits.find((edit) => {
    const [group, name] = split(edit);
    return actual?.languages?.packs?.[edit.pack]?.texts?.[group]?.[name] !== edit.value;
  });
  const alone = misread ?? (edits.length > 1 ? edits.find((edit) => !editsCleanly(before, edit)) : edits[0]);
  throw new CopyEditError(
    alone
      ? `${alone.key} in pack ${alone.pack} could not be written as this text alone, so nothing was changed; change it in the editor`
      : 'these texts together would alter more of pages.yaml than themselves, so nothing was changed; change them in the editor',
    alone,
  );
}

interface PagesTexts {
  languages: { packs: Record<string, { texts?: Record<string, Record<string, unknown>> }> };
}

function editsCleanly(text: string, edit: CopyEdit): boolean {
  try {
    editCopyTexts(text, [edit]);
    return true;
  } catch {
    return false;
  }
}
