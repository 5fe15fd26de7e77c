import type { FromSchema } from 'json-schema-to-ts';
import type { actionSchemas } from './actions/index.ts';
import type { apiSchema, endpointSchema } from './api.ts';
import type { appSchema } from './app.ts';
import type { blockSchemas } from './blocks/index.ts';
import type { constantsSchema } from './constants.ts';
import type { fieldReportsSchema } from './fieldReports.ts';
import type { languagesSchema } from './languages.ts';
import type { screenSchema } from './screens.ts';
import type { widgetSchemas } from './widgets/index.ts';

/** Config types derived from the schema; nested blocks and actions are `unknown` (see defs.ts). */
export type AppSettings = FromSchema<typeof appSchema>;
export type Constants = FromSchema<typeof constantsSchema>;
export type Languages = FromSchema<typeof languagesSchema>;
export type LanguagePack = Languages['packs'][string];
export type ApiSettings = FromSchema<typeof apiSchema>;
export type ClientName = keyof ApiSettings['clients'];
export type ClientSettings = ApiSettings['clients'][ClientName];
export type Endpoint = FromSchema<typeof endpointSchema>;
export type Screen = FromSchema<typeof screenSchema>;
export type FieldReports = FromSchema<typeof fieldReportsSchema>;
export type DataSource = NonNullable<Screen['data']>[string];

export type BlockKind = keyof typeof blockSchemas;
export type BlockOf<K extends BlockKind> = FromSchema<(typeof blockSchemas)[K]>;
export type WidgetKind = keyof typeof widgetSchemas;
export type WidgetOf<K extends WidgetKind> = FromSchema<(typeof widgetSchemas)[K]>;
export type Block = { [K in BlockKind]: BlockOf<K> }[BlockKind] | { [K in WidgetKind]: WidgetOf<K> }[WidgetKind];

/** Kinds whose schema declares a `name`: their value lives in the screen's form under that name. */
type Named<S extends Record<string, { properties: object }>> = {
  [K in keyof S]: 'name' extends keyof S[K]['properties'] ? K : never;
}[keyof S];
/** The block kinds that are fields (renderer/blocks/fieldKinds.ts lists each with the value it declares). */
export type FieldKind = Named<typeof blockSchemas>;
/** The widgets that are fields: none yet (renderer/blocks/fieldKinds.ts refuses one until it is listed there). */
export type FieldWidgetKind = Named<typeof widgetSchemas>;

export type ActionKind = keyof typeof actionSchemas;
export type ActionOf<K extends ActionKind> = FromSchema<(typeof actionSchemas)[K]>;
export type Action = { [K in ActionKind]: ActionOf<K> }[ActionKind];

/** An expression as written in pages.yaml: text to parse, or a literal number or boolean. */
export type ExprSource = string | number | boolean;
