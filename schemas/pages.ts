import { actionSchemas } from './actions/index.ts';
import { answerSchema } from './answer.ts';
import { apiSchema, endpointsSchema } from './api.ts';
import { appSchema } from './app.ts';
import { blockSchemas } from './blocks/index.ts';
import { constantsSchema } from './constants.ts';
import { documentsSchema } from './documents.ts';
import { fieldReportsSchema } from './fieldReports.ts';
import { languagesSchema } from './languages.ts';
import { screensSchema } from './screens.ts';
import { widgetSchemas } from './widgets/index.ts';

type Kind = { readonly properties: Readonly<Record<string, unknown>> };

/**
 * One choice of a tagged union, shaped so both readers of the schema pay for one kind only. ajv's `discriminator`
 * picks the choice by its tag; an editor's language server knows no discriminator and tries every choice, so the
 * choice itself holds nothing but the tag, and the kind's settings sit behind `if` the tag matches. A block then
 * costs the editor a tag comparison per kind instead of checking its whole subtree once per kind (which multiplied
 * at every level of nesting: a hover took half a minute).
 */
function choice<const K extends Kind, const T extends string>(kind: K, tag: T) {
  // `errorMessage` (the editor's own wording of a failed check) also spares it formatting a message for every
  // kind a block is not, a fifth of its time.
  const tagSchema = {
    const: (kind.properties[tag] as { const: string }).const,
    errorMessage: `Not a known ${tag === 'widget' ? 'widget' : 'kind'}: hover over \`${tag}\` to see them all.`,
  };
  return {
    required: [tag],
    properties: { [tag]: tagSchema } as { readonly [P in T]: typeof tagSchema },
    if: { properties: { [tag]: tagSchema } },
    then: kind,
  } as const;
}

/**
 * The tag of a family of kinds as editors offer it: every kind of the family, each with its name from its own
 * fragment (`enumDescriptions`, which the YAML language server shows beside each choice). The list is the schema's,
 * so no prose here names the kinds again.
 */
function tagOf<const K extends Record<string, { readonly description: string }>>(kinds: K, description: string) {
  return {
    enum: Object.keys(kinds) as (keyof K & string)[],
    enumDescriptions: Object.values(kinds).map((kind) => kind.description),
    description,
  };
}

const widgetBlock = {
  type: 'object',
  description: 'hand-made piece of the app; its widget says which',
  required: ['type', 'widget'],
  properties: {
    type: { const: 'widget' },
    widget: tagOf(widgetSchemas, 'Which hand-made piece of the app this is; each takes settings of its own. E.g. widget: rating.'),
  },
  oneOf: Object.values(widgetSchemas).map((w) => choice(w, 'widget')),
  discriminator: { propertyName: 'widget' },
} as const;

/**
 * The JSON Schema of pages.yaml. Blocks and actions are unions tagged by `type` (ajv's `discriminator`), so an
 * error names the one kind the author meant instead of listing every kind.
 */
export const pagesSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'pages.schema.json',
  title: 'pages.yaml: screens, copy, constants and calls of the loan pages',
  type: 'object',
  additionalProperties: false,
  required: ['app', 'constants', 'languages', 'api', 'endpoints', 'documents', 'screens'],
  properties: {
    app: appSchema,
    constants: constantsSchema,
    languages: languagesSchema,
    api: apiSchema,
    endpoints: endpointsSchema,
    documents: documentsSchema,
    screens: screensSchema,
    fieldReports: fieldReportsSchema,
  },
  definitions: {
    block: {
      type: 'object',
      // The tag listed once for the editor, so it offers every kind while a new block has only `type:`.
      properties: {
        type: tagOf(
          { ...blockSchemas, widget: widgetBlock },
          'What this block is; each kind takes settings of its own. E.g. - { type: text, text: t.complaint.intro }.',
        ),
      },
      oneOf: [...Object.values(blockSchemas).map((b) => choice(b, 'type')), widgetBlock],
      discriminator: { propertyName: 'type' },
    },
    action: {
      type: 'object',
      properties: {
        type: tagOf(
          actionSchemas,
          'What this step does; each kind takes settings of its own. E.g. - { type: navigate, to: complaintList }.',
        ),
      },
      oneOf: Object.values(actionSchemas).map((a) => choice(a, 'type')),
      discriminator: { propertyName: 'type' },
    },
    answer: answerSchema,
  },
} as const;
