import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { yamlLanguage } from '@codemirror/lang-yaml';
import { hoverTooltip } from '@codemirror/view';
import { h } from './panels.ts';
import { describe, type Schema, settingsOf, valuesOf } from './schemaHelp.ts';
import { stepsAt, stepsIn, treeOf } from './yamlPlace.ts';

/** A key no schema has, put where the staffer is typing a new one so the parse shows which mapping it joins. */
const PLACEHOLDER = '__studio_new_key__';
/** `key: partial value`, at the start of a line (after `- `) or inside `{ … }`. */
const VALUE = /(?:^\s*(?:-\s+)?|[{,]\s*)([A-Za-z_$][\w$-]*):[ \t]+([\w$.-]*)$/;
/** A new or partial key: after the indentation (and `- `), or after `{` or `,` in a mapping written on one line. */
const KEY = /(?:^\s*(?:-\s+)?|[{,]\s*)([A-Za-z_$][\w$]*)?$/;

function words(description: string | undefined, detail: string | undefined): HTMLElement {
  return h(
    'div',
    { class: 'schema-help' },
    ...(description ? [h('p', {}, description)] : []),
    ...(detail ? [h('p', { class: 'muted' }, detail)] : []),
  );
}

/**
 * Completion from the schema: the settings the mapping at the cursor takes and does not have yet (required first),
 * or the values a setting allows. It asks itself on a typed word, and on Ctrl+Space anywhere.
 */
export function schemaCompletion(root: Schema): CompletionSource {
  return (ctx: CompletionContext): CompletionResult | null => {
    const line = ctx.state.doc.lineAt(ctx.pos);
    const before = line.text.slice(0, ctx.pos - line.from);
    const value = VALUE.exec(before);
    if (value) {
      const keyAt = line.from + before.length - value[0].length + value[0].indexOf(value[1]!);
      const values = valuesOf(root, stepsAt(ctx.state, keyAt));
      if (values.length === 0) return null;
      return { from: ctx.pos - value[2]!.length, options: values.map((v) => ({ label: v, type: 'enum' })), validFor: /^[\w$.-]*$/ };
    }
    const key = KEY.exec(before);
    if (!key || (!key[1] && !ctx.explicit)) return null;
    const from = ctx.pos - (key[1]?.length ?? 0);
    const doc = ctx.state.doc;
    const text = `${doc.sliceString(0, from)}${PLACEHOLDER}: 0${doc.sliceString(ctx.pos)}`;
    const steps = stepsIn(yamlLanguage.parser.parse(text), (a, b) => text.slice(a, b), from);
    const last = steps.pop();
    if (!last || !('key' in last) || last.key !== PLACEHOLDER) return null;
    const { [PLACEHOLDER]: _, ...siblings } = last.siblings;
    const options = settingsOf(root, steps, siblings)
      .filter((s) => !(s.key in siblings))
      .map((s) => ({
        label: s.key,
        type: 'property',
        apply: `${s.key}: `,
        boost: s.required ? 1 : 0,
        ...(s.detail ? { detail: s.detail.length > 40 ? `${s.detail.slice(0, 39)}…` : s.detail } : {}),
        ...(s.description || s.detail ? { info: () => words(s.description, s.detail) } : {}),
      }));
    return options.length ? { from, options, validFor: /^[\w$]*$/ } : null;
  };
}

/** On hover over a key or its value: what the setting means (the descriptions written for staff) and what it takes. */
export function schemaHover(root: Schema) {
  return hoverTooltip(
    (view, pos, side) => {
      // Only over a key or a plain value, not over the indentation or punctuation around them.
      const tree = treeOf(view.state);
      const at = tree.resolveInner(pos, side);
      const node =
        at.parent?.name === 'Key'
          ? at.parent.parent
          : (at.name === 'Literal' || at.name === 'QuotedLiteral') && at.parent?.name === 'Pair'
            ? at.parent
            : null;
      const key = node?.getChild('Key');
      if (!node || !key) return null;
      const said = describe(
        root,
        stepsIn(tree, (a, b) => view.state.sliceDoc(a, b), key.from),
      );
      if (!said?.description && !said?.detail) return null;
      const onKey = pos <= key.to;
      return {
        pos: onKey ? key.from : key.to,
        end: onKey ? key.to : Math.min(node.to, view.state.doc.lineAt(pos).to),
        above: true,
        create: () => ({ dom: words(said.description, said.detail) }),
      };
    },
    { hoverTime: 100 },
  );
}
