import type { BlockOf, ExprSource, FieldKind } from '../../schemas/types.ts';
import { toNumber, toText } from '../expr/evaluate.ts';
import { characters } from './characters.ts';

/** Evaluates a block's setting on its screen. */
export type Evaluate = (source: ExprSource | undefined) => unknown;

/** Each field kind's value as its block declares it, typed by that kind's settings. */
export type FieldKindRegistry = { readonly [K in FieldKind]: (block: BlockOf<K>, ev: Evaluate) => unknown };

/**
 * Every field kind (a block whose value the screen's form keeps under its `name`) with the value pages.yaml declares
 * for it: what the screen opens with, and what `resetForm` puts back. The checker, the compiler and the form read
 * this list; a block kind whose schema declares `name` and is missing here fails to compile.
 */
export const fieldKinds: FieldKindRegistry = {
  input: (block, ev) => (block.default === undefined ? '' : toText(ev(block.default))),
  // Cut to the limit as the box would cut typing, counted in characters as people see them.
  textarea: (block, ev) =>
    block.default === undefined
      ? ''
      : characters(toText(ev(block.default)))
          .slice(0, toNumber(ev(block.maxLength)) ?? 0)
          .join(''),
  checkbox: (block) => block.default === true,
  choice: (block, ev) => (block.default === undefined ? null : ev(block.default)),
  upload: () => [],
  filePicker: () => null,
};

export function isFieldKind(type: unknown): type is FieldKind {
  return typeof type === 'string' && Object.hasOwn(fieldKinds, type);
}
