import type { FromSchema } from 'json-schema-to-ts';
import type { pagesSchema } from '../../schemas/pages.ts';
import type { Action, Block, BlockOf, FieldKind, FieldWidgetKind, Screen, WidgetOf } from '../../schemas/types.ts';
type P = FromSchema<typeof pagesSchema>;
declare const p: P;
declare const b: Block;
declare const a: Action;
export const s: Screen = p.screens.x!;
export const r: BlockOf<'rows'> = { type: 'rows', items: 'x', title: 'a', value: 'b', fold: 2 };
// @ts-expect-error rating options are not countdown options
export const w: WidgetOf<'rating'> = { type: 'widget', widget: 'rating', until: 'x', max: 5, threshold: 4, submit: 'a', prompt: 'b' };
export const k: string = b.type === 'textarea' ? String(b.maxLength) : a.type;

// The field kinds are the block kinds whose schema declares a `name`, and no widget is one: a widget that declares
// `name` would be a field the checker and the form do not know of (docs/adding-a-kind.md).
export const fields: FieldKind[] = ['input', 'textarea', 'checkbox', 'choice', 'upload', 'filePicker'];
// @ts-expect-error a button is not a field
export const notField: FieldKind = 'button';
export const noFieldWidget: [FieldWidgetKind] extends [never] ? true : false = true;
