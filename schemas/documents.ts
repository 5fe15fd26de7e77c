import { name } from './defs.ts';

/** Long texts kept in files beside pages.yaml, one per language pack: documents.<name>.<pack> = file path. */
export const documentsSchema = {
  type: 'object',
  propertyNames: name,
  additionalProperties: {
    type: 'object',
    propertyNames: { pattern: '^[a-z]{2}$', description: 'A language pack id such as es.' },
    additionalProperties: {
      type: 'string',
      pattern: '^content/[A-Za-z0-9_.-]+\\.md$',
      description: 'A Markdown file in the content folder, such as content/privacy-notice.es.md.',
    },
  },
} as const;
