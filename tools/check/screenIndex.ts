import { isFieldKind } from '../../renderer/blocks/fieldKinds.ts';
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
    const role = path[path.length - 2] === 'blocks' ? 'block' : 'action';
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
