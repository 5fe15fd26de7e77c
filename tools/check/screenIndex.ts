import { isFieldKind } from '../../renderer/blocks/fieldKinds.ts';
import { blockList } from '../../schemas/defs.ts';
import { pagesSchema } from '../../schemas/pages.ts';
import { isRecord } from './describe.ts';
import type { Path } from './yamlSource.ts';

/** A typed object (block or action) inside a screen, or one of its data sources, with its data path. */
export interface Kind {
  node: Record<string, unknown>;
  path: Path;
  role: 'block' | 'action' | 'data';
}

/** What one screen declares: the names its expressions and actions may refer to. */
export interface ScreenIndex {
  id: string;
  kinds: Kind[];
  query: Set<string>;
  state: Set<string>;
  data: Set<string>;
  fields: Set<string>;
  modals: Set<string>;
  anchors: Set<string>;
}

/** The settings of `schema` that hold blocks (a screen's, a modal's, a list's `blocks` …): any other typed item is an action. */
export function blockListSettings(schema: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    if (!isRecord(node)) return;
    for (const [name, setting] of Object.entries(asRecord(node.properties))) {
      if (isRecord(setting) && asRecord(setting.items).$ref === blockList.items.$ref) names.add(name);
    }
    Object.values(node).forEach(walk);
  };
  walk(schema);
  return names;
}

/** The settings of pages.yaml that hold blocks. */
export const BLOCK_LISTS: ReadonlySet<string> = blockListSettings(pagesSchema);

/** Walks one screen once and records every block, action and declared name. */
export function indexScreen(id: string, screen: Record<string, unknown>): ScreenIndex {
  const index: ScreenIndex = {
    id,
    kinds: [],
    query: new Set(asStrings(screen.query)),
    state: new Set(Object.keys(asRecord(screen.state))),
    data: new Set(Object.keys(asRecord(screen.data))),
    fields: new Set(),
    modals: new Set(),
    anchors: new Set(),
  };
  // Data sources have no `type` but name an endpoint and a payload just as a call does.
  for (const [name, source] of Object.entries(asRecord(screen.data))) {
    if (isRecord(source)) index.kinds.push({ node: source, path: ['screens', id, 'data', name], role: 'data' });
  }
  visit(screen, ['screens', id], (node, path) => {
    if (typeof node.type !== 'string') return;
    const role = BLOCK_LISTS.has(String(path[path.length - 2])) ? 'block' : 'action';
    index.kinds.push({ node, path, role });
    if (role === 'block' && isFieldKind(node.type) && typeof node.name === 'string') index.fields.add(node.name);
    if (role === 'block' && node.type === 'modal' && typeof node.id === 'string') index.modals.add(node.id);
    if (role === 'block' && typeof node.anchor === 'string') index.anchors.add(node.anchor);
    if (role === 'action' && node.type === 'call' && typeof node.into === 'string') index.data.add(node.into);
  });
  return index;
}

function visit(node: unknown, path: Path, fn: (node: Record<string, unknown>, path: Path) => void): void {
  if (Array.isArray(node)) node.forEach((child, i) => visit(child, [...path, i], fn));
  else if (isRecord(node)) {
    fn(node, path);
    for (const [key, child] of Object.entries(node)) visit(child, [...path, key], fn);
  }
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
