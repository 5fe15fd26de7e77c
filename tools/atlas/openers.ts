import { BLOCK_LISTS } from '../check/screenIndex.ts';
import type { Step } from './types.ts';

/** Copy texts of one language, by group and key (as `t.group.key` reads them). */
export type Texts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** How a declared modal opens: by itself (on load, after a delay), by taps the atlas can replay, or not known. */
export type Opener = { kind: 'timed' } | { kind: 'steps'; steps: Step[]; how: string; within?: string } | { kind: 'unknown'; why: string };

interface Found {
  node: Record<string, unknown>;
  ancestors: { node: unknown; key: string | number }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The copy text an expression names, when the expression is exactly `t.group.key`. */
export function copyOf(expr: unknown, texts: Texts): string | undefined {
  const m = typeof expr === 'string' ? /^t\.([A-Za-z_]\w*)\.([A-Za-z_]\w*)$/.exec(expr.trim()) : null;
  return m ? texts[m[1]!]?.[m[2]!] : undefined;
}

function walk(node: unknown, ancestors: Found['ancestors'], visit: (f: Found) => void): void {
  if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...ancestors, { node, key: i }], visit));
  else if (isRecord(node)) {
    visit({ node, ancestors });
    for (const [key, child] of Object.entries(node)) walk(child, [...ancestors, { node, key }], visit);
  }
}

/** Every field block of a screen by name, so a tap that validates fields first can fill them. */
function fieldsOf(screen: unknown): Map<string, Record<string, unknown>> {
  const fields = new Map<string, Record<string, unknown>>();
  walk(screen, [], ({ node }) => {
    if (typeof node.type === 'string' && typeof node.name === 'string') fields.set(node.name, node);
  });
  return fields;
}

/** Sample input for a field the opener's action list validates (a complaint text, a phone…). */
function sampleFor(field: Record<string, unknown>): string {
  if (field.inputType === 'tel' || field.inputType === 'number') return '5512345678';
  if (field.inputType === 'email') return 'ana@example.mx';
  return 'Texto de ejemplo para el atlas';
}

/** The block (with its handler key) whose action list holds the openModal found at `ancestors`. */
function enclosingBlock(ancestors: Found['ancestors']): { block: Record<string, unknown>; handler: string; at: number } | undefined {
  // ancestors[i] is a container and the key leading on; a block is an element of a list under a setting that holds blocks.
  for (let i = ancestors.length - 2; i > 0; i--) {
    if (!BLOCK_LISTS.has(String(ancestors[i - 1]!.key)) || !Array.isArray(ancestors[i]!.node)) continue;
    const { node: block, key: handler } = ancestors[i + 1]!;
    if (isRecord(block) && typeof block.type === 'string' && typeof handler === 'string') return { block, handler, at: i + 1 };
  }
  return undefined;
}

/** The modal block an opener sits in, if any (a thanks modal opened from inside the score modal). */
function enclosingModal(ancestors: Found['ancestors'], before: number): string | undefined {
  for (let i = before - 1; i >= 0; i--) {
    const { node } = ancestors[i]!;
    if (isRecord(node) && node.type === 'modal' && typeof node.id === 'string') return node.id;
  }
  return undefined;
}

function tapsFor(block: Record<string, unknown>, handler: string, texts: Texts, within?: string): { steps: Step[]; how: string } | string {
  const inModal = within ? { inModal: within } : {};
  const named = (expr: unknown, what: string) => copyOf(expr, texts) ?? `the ${what} ${String(expr)}`;
  switch (block.type) {
    case 'button': {
      const name = copyOf(block.text, texts);
      return name
        ? { steps: [{ do: 'tap', role: 'button', name, ...inModal }], how: `tap «${name}»` }
        : `button text ${String(block.text)} is not a plain copy text`;
    }
    case 'link': {
      const name = copyOf(block.text, texts);
      const role = block.href === undefined ? 'button' : 'link';
      return name
        ? { steps: [{ do: 'tap', role, name, ...inModal }], how: `tap «${name}»` }
        : `link text ${String(block.text)} is not a plain copy text`;
    }
    case 'image': {
      const name = copyOf(block.alt, texts);
      return name
        ? { steps: [{ do: 'tap', role: 'button', name, ...inModal }], how: `tap the picture «${name}»` }
        : `picture without a copy-text alt`;
    }
    case 'list':
      return { steps: [{ do: 'tapListItem' }], how: 'tap the first item of the list' };
    case 'widget':
      // The rating widget: a low score (below the threshold) runs onLow, a high one onHigh.
      if (block.widget === 'rating' && (handler === 'onLow' || handler === 'onHigh')) {
        const submit = copyOf(block.submit, texts);
        if (!submit) return 'rating submit text is not a plain copy text';
        const star = handler === 'onLow' ? '1' : String(block.max ?? 5);
        return {
          steps: [
            { do: 'tap', role: 'radio', name: star, ...inModal },
            { do: 'tap', role: 'button', name: submit, ...inModal },
          ],
          how: `choose ${star} star${star === '1' ? '' : 's'} and tap «${submit}»`,
        };
      }
      return `widget ${String(block.widget)} ${handler} is not replayed by the atlas`;
    default:
      return `${named(block.type, 'block')} ${handler} is not replayed by the atlas`;
  }
}

/**
 * For each modal a screen declares, how to open it, read from the screen's own actions: an openModal under a data
 * source's onLoad or the screen's onEnter opens by itself; one under a block's action list opens by tapping that
 * block (after filling the fields the list validates); one inside another modal opens that modal first.
 */
export function modalOpeners(screen: unknown, texts: Texts): Map<string, Opener> {
  const declared: string[] = [];
  const found = new Map<string, Opener>();
  const fields = fieldsOf(screen);
  walk(screen, [], ({ node, ancestors }) => {
    if (node.type === 'modal' && typeof node.id === 'string' && BLOCK_LISTS.has(String(ancestors.at(-2)?.key))) declared.push(node.id);
    if (node.type !== 'openModal' || typeof node.modal !== 'string' || found.get(node.modal)?.kind === 'steps') return;
    const keys = ancestors.map((a) => a.key);
    if (keys.includes('onLoad') || keys.includes('onEnter')) {
      if (!found.has(node.modal)) found.set(node.modal, { kind: 'timed' });
      return;
    }
    const at = enclosingBlock(ancestors);
    if (!at) {
      found.set(node.modal, { kind: 'unknown', why: 'opened outside any block' });
      return;
    }
    const within = enclosingModal(ancestors, at.at);
    const taps = tapsFor(at.block, at.handler, texts, within);
    if (typeof taps === 'string') {
      if (!found.has(node.modal)) found.set(node.modal, { kind: 'unknown', why: taps });
      return;
    }
    const actions = at.block[at.handler];
    const validated = Array.isArray(actions)
      ? actions.filter((a) => isRecord(a) && a.type === 'validate').flatMap((a) => (a as { fields?: unknown }).fields ?? [])
      : [];
    const fills: Step[] = (validated as unknown[])
      .filter((f): f is string => typeof f === 'string' && fields.has(f))
      .map((f) => ({ do: 'fill', field: f, value: sampleFor(fields.get(f)!) }));
    found.set(node.modal, {
      kind: 'steps',
      steps: [...fills, ...taps.steps],
      within,
      how: `${fills.length ? `fill ${fills.map((f) => (f as { field: string }).field).join(', ')}, then ` : ''}${taps.how}`,
    });
  });
  for (const id of declared) if (!found.has(id)) found.set(id, { kind: 'unknown', why: 'no action opens it' });
  return found;
}
