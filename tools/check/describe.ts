import { isFieldKind } from '../../renderer/blocks/fieldKinds.ts';
import { actionSchemas } from '../../schemas/actions/index.ts';
import type { Path } from './yamlSource.ts';

/** Names the thing that owns the value at `path`, in the words a config author uses. */
export function describeOwner(root: unknown, path: Path): string {
  return ownerOf(root, path).owner;
}

/**
 * The owner of the value at `path` and how many path segments name it; the segments after those are the
 * value's place inside its owner (`rules.maxLength.value` of field phone).
 */
export function ownerOf(root: unknown, path: Path): { owner: string; depth: number } {
  let node: unknown = root;
  let owner = 'pages.yaml';
  let depth = 0;
  let screen: string | undefined;
  const section = path[0];
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
    let named: string | undefined;
    if (i === 0) named = sectionNames[String(segment)] ?? `the ${segment} section`;
    else if (i === 1 && section === 'screens') {
      screen = String(segment);
      named = `screen ${segment}`;
    } else if (i === 1 && section === 'endpoints') named = `endpoint ${segment}`;
    else if (i === 1 && section === 'documents') named = `document ${segment}`;
    else if (i === 1 && section === 'constants') named = `constant ${segment}`;
    else if (i === 2 && section === 'api' && path[1] === 'clients') named = `client ${segment}`;
    else if (i === 2 && section === 'languages' && path[1] === 'packs') named = `language pack ${segment}`;
    else if (i === 3 && screen && path[2] === 'data') named = `data source ${segment} of screen ${screen}`;
    else if (i === 1 && section === 'app' && segment === 'colours') named = 'the app colours';
    // Blocks and actions always sit in lists; a map that happens to have a `type` key is not one.
    else if (typeof segment === 'number' && isRecord(node) && typeof node.type === 'string')
      named = kindName(node) + (screen ? ` on screen ${screen}` : '');
    if (named !== undefined) {
      owner = named;
      depth = i + 1;
    }
  }
  return { owner, depth };
}

const sectionNames: Record<string, string> = {
  app: 'the app section',
  constants: 'the constants section',
  languages: 'the languages section',
  api: 'the api section',
  endpoints: 'the endpoints section',
  documents: 'the documents section',
  screens: 'the screens section',
};

/**
 * A block or action as an author knows it: a field by its name, a modal by its id, a widget by its widget, else its
 * `type` and whether the schema lists it among the actions or the blocks.
 */
function kindName(node: Record<string, unknown>): string {
  const type = String(node.type);
  if (type === 'widget') return `${typeof node.widget === 'string' ? node.widget : 'unnamed'} widget`;
  if (Object.hasOwn(actionSchemas, type)) return `${type} action`;
  if (isFieldKind(type) && typeof node.name === 'string') return `field ${node.name}`;
  if (type === 'modal' && typeof node.id === 'string') return `modal ${node.id}`;
  return `${type} block`;
}

/**
 * The value at `path` named for a message: its place inside its owner, then the owner
 * ("`rules.maxLength.value` of field phone on screen home", "item 2 of `actions` of button block on screen home").
 */
export function describeValue(root: unknown, path: Path): string {
  const { owner, depth } = ownerOf(root, path);
  const tail = path.slice(depth);
  const last = tail[tail.length - 1];
  if (last === undefined) return owner;
  if (typeof last === 'number') {
    const list = tail.slice(0, -1).join('.');
    return `item ${last + 1} of ${list ? `\`${list}\` of ` : ''}${owner}`;
  }
  return `\`${tail.join('.')}\` of ${owner}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as an author would recognise it in a message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'a group of settings';
  if (value === null || value === undefined) return 'nothing';
  return String(value);
}

/**
 * The closest of `options` to `word`, when close enough to be a likely typo: one slip in a short word, two in a
 * longer one. A swap of two letters counts as one slip, so "lable" finds "label" but "PUT" does not find "GET".
 */
export function closest(word: string, options: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const option of options) {
    const d = distance(word.toLowerCase(), option.toLowerCase());
    if (d < bestDistance) {
      best = option;
      bestDistance = d;
    }
  }
  return best;
}

/** Edit distance counting an insertion, a deletion, a change or a swap of neighbours as one step. */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
