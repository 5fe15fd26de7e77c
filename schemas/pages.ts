import { actionSchemas } from './actions/index.ts';
import { apiSchema, endpointsSchema } from './api.ts';
import { appSchema } from './app.ts';
import { blockSchemas } from './blocks/index.ts';
import { constantsSchema } from './constants.ts';
import { documentsSchema } from './documents.ts';
import { languagesSchema } from './languages.ts';
import { screensSchema } from './screens.ts';
import { widgetSchemas } from './widgets/index.ts';

const widgetBlock = {
  type: 'object',
  description: 'widget',
  required: ['type', 'widget'],
  properties: { type: { const: 'widget' }, widget: { enum: Object.keys(widgetSchemas) } },
  oneOf: Object.values(widgetSchemas),
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
  },
  definitions: {
    block: {
      type: 'object',
      oneOf: [...Object.values(blockSchemas), widgetBlock],
      discriminator: { propertyName: 'type' },
    },
    action: {
      type: 'object',
      oneOf: Object.values(actionSchemas),
      discriminator: { propertyName: 'type' },
    },
  },
} as const;
