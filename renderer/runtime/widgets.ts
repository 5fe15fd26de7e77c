import type { ComponentType } from 'react';
import type { WidgetKind, WidgetOf } from '../../schemas/types.ts';

/** A hand-written widget: a React component given its block from pages.yaml, typed by the widget's schema. */
export type WidgetComponent<K extends WidgetKind> = ComponentType<{ block: WidgetOf<K> }>;

/** The widgets the app registers, one per widget kind of the schema (a missing one fails to compile). */
export type WidgetRegistry = { readonly [K in WidgetKind]: WidgetComponent<K> };
