import { about, expr } from './defs.ts';

const visible = about(expr, 'Shows the block only while this is true, e.g. data.detail.status == 180 or !empty(data.detail.reply).');

type Fragment = Readonly<Record<string, unknown>>;

/** An object schema with no unknown keys: the tag and shared settings of its family, then its own settings. */
function tagged<
  const B extends Record<string, Fragment>,
  const BR extends readonly string[],
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[],
>(base: B, baseRequired: BR, title: string, description: string, properties: P, required?: R) {
  return {
    type: 'object',
    // The editor heads every hover inside the object with its title.
    title,
    description,
    additionalProperties: false,
    required: [...baseRequired, ...(required ?? [])] as unknown as readonly [...BR, ...R],
    properties: { ...base, ...properties },
  } as const;
}

/**
 * The schema of one block kind: tagged by `type`, with `visible` on every block.
 * `description` is the kind's name in the editor: the title of its settings, and the name beside its tag where the
 * editor lists the kinds (schemas/pages.ts). The checker names it by its tag (tools/check/describe.ts).
 */
export function blockKind<
  const T extends string,
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[] = [],
>(type: T, description: string, properties: P, required?: R) {
  return tagged(
    { type: { const: type }, visible },
    ['type'] as const,
    `block: ${description}`,
    description,
    properties,
    required ?? ([] as unknown as R),
  );
}

/** The schema of one action kind: tagged by `type`. */
export function actionKind<
  const T extends string,
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[] = [],
>(type: T, description: string, properties: P, required?: R) {
  return tagged(
    { type: { const: type } },
    ['type'] as const,
    `action: ${description}`,
    description,
    properties,
    required ?? ([] as unknown as R),
  );
}

/** The schema of one widget: a block of type `widget` tagged by `widget`. */
export function widgetKind<
  const W extends string,
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[] = [],
>(widget: W, description: string, properties: P, required?: R) {
  return tagged(
    { type: { const: 'widget' }, widget: { const: widget }, visible },
    ['type', 'widget'] as const,
    description,
    description,
    properties,
    required ?? ([] as unknown as R),
  );
}
