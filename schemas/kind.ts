import { expr } from './defs.ts';

type Fragment = Readonly<Record<string, unknown>>;

/**
 * The schema of one block kind: an object tagged by `type`, with `visible` on every block and no unknown keys.
 * `description` is the kind's name in error messages and editor tooltips.
 */
export function blockKind<
  const T extends string,
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[] = [],
>(type: T, description: string, properties: P, required?: R) {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: ['type', ...((required ?? []) as unknown as R)] as const,
    properties: { type: { const: type }, visible: expr, ...properties },
  } as const;
}

/** The schema of one action kind: an object tagged by `type`, with no unknown keys. */
export function actionKind<
  const T extends string,
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[] = [],
>(type: T, description: string, properties: P, required?: R) {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: ['type', ...((required ?? []) as unknown as R)] as const,
    properties: { type: { const: type }, ...properties },
  } as const;
}

/** The schema of one widget: a block of type `widget` tagged by `widget`. */
export function widgetKind<
  const W extends string,
  const P extends Record<string, Fragment>,
  const R extends readonly (keyof P & string)[] = [],
>(widget: W, description: string, properties: P, required?: R) {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: ['type', 'widget', ...((required ?? []) as unknown as R)] as const,
    properties: { type: { const: 'widget' }, widget: { const: widget }, visible: expr, ...properties },
  } as const;
}
