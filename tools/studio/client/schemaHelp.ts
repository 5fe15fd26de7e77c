/**
 * Reads schemas/pages.schema.json for the editor: which settings a place in pages.yaml takes, what each means,
 * and which values a setting allows. It follows what the schema uses: `properties`, `additionalProperties`,
 * `items`, `$ref` to its definitions, and the kinds of blocks, actions and widgets, each an alternative of a
 * `oneOf` chosen by its tag (`type: image`, `widget: rating`) through `if`/`then` or a `const`.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  enum?: unknown[];
  const?: unknown;
  required?: string[];
  definitions?: Record<string, Schema>;
  'x-expect'?: string;
}

/** One step from the top of pages.yaml: into a key (with the plain values written beside it), or into a list item. */
export type Step = { key: string; siblings: Record<string, string> } | { item: true };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function deref(root: Schema, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) {
    const name = /^#\/definitions\/(.+)$/.exec(s.$ref)?.[1];
    const target = name ? root.definitions?.[name] : undefined;
    if (!target) break;
    s = target;
  }
  return s;
}

/** Whether an alternative's tags (`const` properties of its `if`, else of itself) agree with what is written. */
function chosen(alternative: Schema, siblings: Record<string, string>): boolean {
  const tags = Object.entries(alternative.if?.properties ?? alternative.properties ?? {}).filter(([, p]) => p.const !== undefined);
  return tags.every(([key, p]) => siblings[key] === String(p.const));
}

/** The schemas that apply to a mapping, given its plain values: itself, and the kinds its tags choose. */
function expand(root: Schema, schema: Schema, siblings: Record<string, string>): Schema[] {
  const s = deref(root, schema);
  const out = [s];
  for (const alternative of [...(s.oneOf ?? []), ...(s.anyOf ?? [])])
    if (chosen(alternative, siblings)) out.push(...expand(root, alternative, siblings));
  for (const part of s.allOf ?? []) out.push(...expand(root, part, siblings));
  if (s.if && s.then && chosen({ if: s.if }, siblings)) out.push(...expand(root, s.then, siblings));
  return out;
}

function child(s: Schema, key: string): Schema | undefined {
  return s.properties?.[key] ?? (isSchema(s.additionalProperties) ? s.additionalProperties : undefined);
}

/** The schemas of the value at the end of `steps`; empty when the schema does not know the place. */
function schemasAt(root: Schema, steps: readonly Step[]): Schema[] {
  let current: Schema[] = [root];
  for (const step of steps) {
    current =
      'item' in step
        ? current.flatMap((s) => {
            const items = deref(root, s).items;
            return items ? [items] : [];
          })
        : current.flatMap((s) => expand(root, s, step.siblings).flatMap((e) => child(e, step.key) ?? []));
  }
  return current.map((s) => deref(root, s));
}

interface Setting {
  key: string;
  description?: string;
  detail?: string;
  required: boolean;
}

/** In words, what a value must be: its choices, its constant, what an expression must give, or its type. */
function detailOf(root: Schema, schemas: Schema[]): string | undefined {
  const all = schemas.flatMap((s) => expand(root, s, {}));
  const choices = [...new Set(all.flatMap((s) => [...(s.enum ?? []), ...(s.const === undefined ? [] : [s.const])]))];
  if (choices.length) return `one of: ${choices.join(', ')}`;
  const expect = all.find((s) => s['x-expect'])?.['x-expect'];
  if (expect) return `expects ${expect}`;
  const type = all.find((s) => s.type)?.type;
  return type === undefined ? undefined : Array.isArray(type) ? type.join(' or ') : type;
}

/** The settings a mapping at `steps` takes (given its own plain values), the most specific description of each. */
export function settingsOf(root: Schema, steps: readonly Step[], siblings: Record<string, string>): Setting[] {
  const settings = new Map<string, Setting>();
  for (const s of schemasAt(root, steps).flatMap((schema) => expand(root, schema, siblings))) {
    for (const [key, p] of Object.entries(s.properties ?? {})) {
      const known = settings.get(key);
      const description = deref(root, p).description ?? known?.description;
      const detail = detailOf(root, [deref(root, p)]) ?? known?.detail;
      settings.set(key, {
        key,
        required: Boolean(known?.required || s.required?.includes(key)),
        ...(description === undefined ? {} : { description }),
        ...(detail === undefined ? {} : { detail }),
      });
    }
  }
  return [...settings.values()];
}

/** What a setting means: the first description found, most specific kind first, and what its value must be. */
export function describe(root: Schema, steps: readonly Step[]): { description?: string; detail?: string } | undefined {
  const schemas = schemasAt(root, steps);
  if (schemas.length === 0) return undefined;
  const described = [...schemas].reverse().find((s) => s.description ?? s.title);
  const detail = detailOf(root, schemas);
  const description = described?.description ?? described?.title;
  return { ...(description === undefined ? {} : { description }), ...(detail === undefined ? {} : { detail }) };
}

/** The values a setting allows when they are a fixed list (a kind, an alignment). */
export function valuesOf(root: Schema, steps: readonly Step[]): string[] {
  const all = schemasAt(root, steps).flatMap((s) => expand(root, s, {}));
  return [...new Set(all.flatMap((s) => [...(s.enum ?? []), ...(s.const === undefined ? [] : [s.const])]).map(String))];
}
