import type { Path } from './yamlSource.ts';

/** Names the thing that owns the value at `path`, in the words a config author uses. */
export function describeOwner(root: unknown, path: Path): string {
  let node: unknown = root;
  let owner = 'pages.yaml';
  let screen: string | undefined;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const section = path[0];
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
    if (i === 0) owner = sectionNames[String(segment)] ?? `section ${segment}`;
    else if (i === 1 && section === 'screens') { screen = String(segment); owner = `screen ${segment}`; }
    else if (i === 1 && section === 'endpoints') owner = `endpoint ${segment}`;
    else if (i === 1 && section === 'documents') owner = `document ${segment}`;
    else if (i === 1 && section === 'constants') owner = `constant ${segment}`;
    else if (i === 2 && section === 'api' && path[1] === 'clients') owner = `client ${segment}`;
    else if (i === 2 && section === 'languages' && path[1] === 'packs') owner = `language pack ${segment}`;
    else if (i === 3 && screen && path[2] === 'data') owner = `data source ${segment} of screen ${screen}`;
    else if (i === 1 && section === 'app' && segment === 'colours') owner = 'app colours';
    else if (isRecord(node) && typeof node.type === 'string') owner = kindName(node) + (screen ? ` on screen ${screen}` : '');
  }
  return owner;
}

const sectionNames: Record<string, string> = {
  app: 'app settings', constants: 'constants', languages: 'languages', api: 'api settings',
  endpoints: 'endpoints', documents: 'documents', screens: 'screens',
};

function kindName(node: Record<string, unknown>): string {
  const type = String(node.type);
  if (typeof node.name === 'string' && ['input', 'textarea', 'checkbox', 'choice', 'upload'].includes(type)) {
    return `field ${node.name}`;
  }
  if (type === 'modal' && typeof node.id === 'string') return `modal ${node.id}`;
  if (type === 'widget') return `${typeof node.widget === 'string' ? node.widget : 'unnamed'} widget`;
  if (actionTypes.has(type)) return `${type} action`;
  return `${type} block`;
}

const actionTypes = new Set(['call', 'reload', 'navigate', 'redirect', 'openLink', 'back', 'openModal', 'closeModal',
  'toast', 'delay', 'native', 'copy', 'setState', 'setField', 'emit', 'validate', 'when', 'scrollTo', 'resetForm', 'stop']);

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

/** The closest of `options` to `word`, when close enough to be a likely typo. */
export function closest(word: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const option of options) {
    const d = distance(word.toLowerCase(), option.toLowerCase());
    if (d < bestDistance) { best = option; bestDistance = d; }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length]!;
}
